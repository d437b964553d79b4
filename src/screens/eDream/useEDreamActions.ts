import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCanAccess, useNotify, type Identifier } from 'react-admin';
import { useT } from '@i18n/translate';
import type { AppDataProvider } from '@/providers/dataProvider/types';
import { useAppDataProvider } from '@/providers/dataProvider/useAppDataProvider';
import type { ResultResponse } from '@/types/api';

/**
 * The eDream writes as react-query mutations over the typed dataProvider methods (one per spec
 * §7 call). A refusal rejects (readDone) and stays in the dialog that asked, its input kept;
 * success shows the server's Korean message (or ours) and refreshes the case, its sections and
 * the lists that show it; a refusal refreshes the case and its sections.
 */
export interface AddressInput {
  zipCode: string;
  address: string;
  addressDetail: string;
}

const calls = {
  ticket: (dp: AppDataProvider, id: Identifier) => dp.eDreamSetTicket(id, {}),
  stampRefresh: (dp: AppDataProvider, id: Identifier) => dp.eDreamSetStampRefresh(id),
  store: (dp: AppDataProvider, id: Identifier, storeId: string) => dp.eDreamSetTicketChangeStore(id, { storeId }),
  address: (dp: AppDataProvider, id: Identifier, input: AddressInput) => dp.eDreamSetTicketChangeAddress(id, { ...input }),
  couponCancel: (dp: AppDataProvider, id: Identifier, couponNo: string) => dp.eDreamSetCouponCancel(id, { couponNo }),
  stampChange: (dp: AppDataProvider, id: Identifier, input: { stampCnt: number; reason: string }) => dp.eDreamSetStampChange(id, input),
  setting: (dp: AppDataProvider, _id: Identifier, input: { goalStamp: number; rewardName: string; rev?: number }) => dp.eDreamSetPost('setting', input),
  giftIssue: (dp: AppDataProvider, giftId: Identifier) => dp.restIssuedEdreamStamp('eDreamStampGift', giftId),
} satisfies Record<string, (dp: AppDataProvider, id: Identifier, input: never) => Promise<ResultResponse>>;

export type EDreamWrite = keyof typeof calls;
type Input<K extends EDreamWrite> = Parameters<(typeof calls)[K]>[2];

/** One write on the case `id` (for giftIssue: the gift's id). */
export function useEDreamWrite<K extends EDreamWrite>(write: K, id: Identifier, onDone?: () => void) {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const t = useT();
  return useMutation({
    mutationFn: (input: Input<K>) =>
      (calls[write] as (dp: AppDataProvider, target: Identifier, value: Input<K>) => Promise<ResultResponse>)(dataProvider, id, input),
    onSuccess: (answer) => {
      notify(answer.msg || t(`eDream.case.done.${write}`), { type: 'success' });
      for (const resource of ['eDream', 'eDreamSearch', 'eDreamStampGift']) void queryClient.invalidateQueries({ queryKey: [resource] });
      onDone?.();
    },
    // a refusal often means the case changed meanwhile: the screen shows it as it is now
    onError: () => void queryClient.invalidateQueries({ queryKey: ['eDream'] }),
  });
}

/** Whether the signed-in admin may act on eDream cases (0409's modify flag; the server checks the same). */
export const useCanHandleCases = (): boolean => useCanAccess({ resource: 'eDream', action: 'edit' }).canAccess === true;
/** Crediting a stamp gift is a write of /eDreamStampGift (0317's modify flag). */
export const useCanIssueGifts = (): boolean => useCanAccess({ resource: 'eDreamStampGift', action: 'edit' }).canAccess === true;
