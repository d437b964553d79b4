import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCanAccess, useNotify, type Identifier, type RaRecord } from 'react-admin';
import { useT } from '@i18n/translate';
import { type MemberWrite, memberWriteAction } from '@resources/members/memberRules';
import type { MarketingChannel, WithdrawReason } from '@/providers/dataProvider/families/member';
import type { AppDataProvider } from '@/providers/dataProvider/types';
import { useAppDataProvider } from '@/providers/dataProvider/useAppDataProvider';
import type { MemberCampaign } from '@/types/records';

/**
 * The member writes as react-query mutations over the typed dataProvider methods (one per
 * spec §7 call): a Korean notice on success, every member query refreshed (header, tabs,
 * statistics, list), and the server's refusal left to the dialog that asked.
 */
type Row = Record<string, unknown>;

const calls = {
  updateName: (dp: AppDataProvider, cusId: Identifier, cusName: string) => dp.memberUpdateName(cusId, cusName),
  updateEmail: (dp: AppDataProvider, cusId: Identifier, email: string) => dp.memberUpdateEmail(cusId, email),
  updateLevel: (dp: AppDataProvider, cusId: Identifier, { level, reason }: { level: string; reason: string }) => dp.memberUpdateLevel(cusId, level, reason),
  update: (dp: AppDataProvider, cusId: Identifier, { data, previousData }: { data: Row; previousData: RaRecord }) =>
    dp.update('member', { id: cusId, data, previousData }),
  delete: (dp: AppDataProvider, cusId: Identifier, reason: WithdrawReason) => dp.memberWithdraw(cusId, reason),
  addMemo: (dp: AppDataProvider, cusId: Identifier, memo: string) => dp.memberAddMemo(cusId, memo),
  deleteMemo: (dp: AppDataProvider, _cusId: Identifier, memoId: Identifier) => dp.memberDeleteMemo(memoId),
  combine: (dp: AppDataProvider, _cusId: Identifier, params: { fromCusId: Identifier; toCusId: Identifier }) => dp.memberCombine(params),
  unsubscribe: (dp: AppDataProvider, cusId: Identifier, channels: MarketingChannel[]) => dp.memberUnsubscribe([cusId], channels),
  issueLevelCoupon: (dp: AppDataProvider, cusId: Identifier) => dp.memberIssueLevelCoupon(cusId),
  setVip: (dp: AppDataProvider, cusId: Identifier, vipYn: 'Y' | 'N') => dp.memberSetVip({ cusId, vipYn }),
  updateCampaignInfo: (dp: AppDataProvider, cusId: Identifier, campaign: MemberCampaign) => dp.memberUpdateCampaignInfo({ ...campaign, cusId }),
  deleteCampaignInfo: (dp: AppDataProvider, cusId: Identifier) => dp.memberDeleteCampaignInfo({ cusId }),
} satisfies { [K in MemberWrite]: (dp: AppDataProvider, cusId: Identifier, input: never) => Promise<unknown> };

type Call<K extends MemberWrite> = (typeof calls)[K];
export type MemberWriteInput<K extends MemberWrite> = Parameters<Call<K>>[2];

export function useMemberWrite<K extends MemberWrite>(write: K, cusId: Identifier, onDone?: () => void) {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const t = useT();
  return useMutation({
    /** A refusal (`result` other than '0000') already rejects in the dataProvider: `refusedFailure` of readDone/readSaved. */
    mutationFn: async (input: MemberWriteInput<K>) => {
      const call = calls[write] as (dp: AppDataProvider, id: Identifier, value: MemberWriteInput<K>) => Promise<unknown>;
      return call(dataProvider, cusId, input);
    },
    onSuccess: () => {
      notify(t(`member.done.${write}`), { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['member'] });
      onDone?.();
    },
  });
}

/** Whether the signed-in admin's 0701 flags allow a write (resources/members/memberRules.ts). */
export function useMemberPermissions(): (write: MemberWrite) => boolean {
  const allowed = {
    create: useCanAccess({ resource: 'member', action: 'create' }).canAccess === true,
    edit: useCanAccess({ resource: 'member', action: 'edit' }).canAccess === true,
    delete: useCanAccess({ resource: 'member', action: 'delete' }).canAccess === true,
  };
  return (write) => allowed[memberWriteAction[write]];
}
