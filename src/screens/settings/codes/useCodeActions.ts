import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, type RaRecord } from 'react-admin';
import { useT } from '@i18n/translate';
import { CODE_SUB_URL } from '@resources/settingsRules';
import { useAppDataProvider } from '@/providers/dataProvider/useAppDataProvider';

const RESULT_OK = '0000';

/**
 * The code writes and checks beyond the form's save (docs/api.md, "Common codes"): the name
 * check, the use flag, the content check before a delete, the delete, the green-cup deposit.
 * Every code write moves the code generation on (families/code.ts), so code choices read again.
 */
export function useCodeNameCheck() {
  const dataProvider = useAppDataProvider();
  return useMutation({
    mutationFn: (body: { codeName: string; upCodeId: string; codeId?: string }) => dataProvider.codeCheckName(CODE_SUB_URL.nameCheck, body),
  });
}

export function useCodeWrites(code: RaRecord, onDeleted: () => void) {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const t = useT();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['code'] });
  const toggleUse = useMutation({
    mutationFn: () => dataProvider.codeUpdateSub(CODE_SUB_URL.useFlag, code.id, { useYn: code.useYn === 'N' ? 'Y' : 'N', rev: code.rev }),
    onSuccess: () => {
      notify(t('settings.codes.useChanged'), { type: 'success' });
      refresh();
    },
  });
  /** The content check: undefined when the code may go, else where it is used (the server's words). */
  const usage = useMutation({
    mutationFn: async () => {
      const reply = await dataProvider.codeCheckContent(CODE_SUB_URL.contentCheck, code.id);
      return reply.result === RESULT_OK ? undefined : (reply.msg ?? t('workspace.failed'));
    },
  });
  const remove = useMutation({
    mutationFn: () => dataProvider.delete('code', { id: code.id, previousData: code }),
    onSuccess: () => {
      notify(t('settings.codes.deleted'), { type: 'success' });
      refresh();
      onDeleted();
    },
  });
  return { toggleUse, usage, remove };
}

export function useGreenDeposit() {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const t = useT();
  const setting = useQuery({ queryKey: ['code', 'greenDeposit'], queryFn: () => dataProvider.codeGreenDepositSetting() });
  const save = useMutation({
    mutationFn: (depositAmt: number) => dataProvider.codeGreenDeposit({ depositAmt }),
    onSuccess: () => {
      notify(t('settings.codes.deposit.saved'), { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['code', 'greenDeposit'] });
    },
  });
  return { setting, save };
}
