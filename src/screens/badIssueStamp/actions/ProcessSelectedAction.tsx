import Typography from '@mui/material/Typography';
import { useListContext } from 'react-admin';
import { useT, type AppKey } from '@i18n/translate';
import { ActionDialog } from '@/screens/shared/ActionDialog';
import { OpenDialogButton } from '@/screens/shared/OpenDialogButton';
import { ReasonField, useReason } from '@/screens/shared/ReasonField';
import { useDialog } from '@/screens/shared/useDialog';
import { useBadIssueWrite, type BadIssueWrite } from '../useBadIssueActions';

type Texts = Record<'button' | 'title' | 'confirm' | 'reason' | 'reasonRequired' | 'done', AppKey>;

/**
 * A write on the chosen detections: the count (and, for except, the members) stated, a required
 * reason, '확인' once (disabled while it runs), the server's refusal kept in the open dialog.
 */
export function ProcessSelectedAction({ write, texts }: { write: BadIssueWrite; texts: Texts }) {
  const t = useT();
  const { selectedIds, data = [] } = useListContext();
  const dialog = useDialog();
  const reason = useReason(texts.reasonRequired);
  const count = selectedIds.length;
  const members = new Set(data.filter((row) => selectedIds.includes(row.id)).map((row) => String(row.cusId))).size;
  const done = t(texts.done, { count: write === 'except' ? members : count });
  const mutation = useBadIssueWrite(write, done, dialog.close);
  const submit = () => {
    const text = reason.check();
    if (text) mutation.mutate({ ids: [...selectedIds], reason: text });
  };
  return (
    <>
      <OpenDialogButton dialog={dialog} write={mutation} onOpen={reason.reset} variant="text" color={write === 'cancel' ? 'error' : 'primary'}>
        {t(texts.button)}
      </OpenDialogButton>
      <ActionDialog
        open={dialog.open}
        title={t(texts.title)}
        onClose={dialog.close}
        onSubmit={submit}
        pending={mutation.isPending}
        error={mutation.error}
        submitLabel={t('workspace.ok')}
      >
        <Typography>{t(texts.confirm, { count, members })}</Typography>
        <ReasonField reason={reason} label={t(texts.reason)} disabled={mutation.isPending} />
      </ActionDialog>
    </>
  );
}
