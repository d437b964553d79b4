import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useListContext } from 'react-admin';
import { useT, type AppKey } from '@i18n/translate';
import { ActionDialog } from '@/screens/shared/ActionDialog';
import { ReasonField, useReason } from '@/screens/shared/ReasonField';
import { useBadIssueWrite, type BadIssueWrite } from '../useBadIssueActions';

type Texts = Record<'button' | 'title' | 'confirm' | 'reason' | 'reasonRequired' | 'done', AppKey>;

/**
 * A write on the chosen detections: the count (and, for except, the members) stated, a required
 * reason, '확인' once (disabled while it runs), the server's refusal kept in the open dialog.
 */
export function ProcessSelectedAction({ write, texts }: { write: BadIssueWrite; texts: Texts }) {
  const t = useT();
  const { selectedIds, data = [] } = useListContext();
  const [open, setOpen] = useState(false);
  const reason = useReason(texts.reasonRequired);
  const count = selectedIds.length;
  const members = new Set(data.filter((row) => selectedIds.includes(row.id)).map((row) => String(row.cusId))).size;
  const done = t(texts.done, { count: write === 'except' ? members : count });
  const mutation = useBadIssueWrite(write, done, () => setOpen(false));
  const start = () => {
    mutation.reset();
    reason.reset();
    setOpen(true);
  };
  const submit = () => {
    const text = reason.check();
    if (text) mutation.mutate({ ids: [...selectedIds], reason: text });
  };
  return (
    <>
      <Button size="small" color={write === 'cancel' ? 'error' : 'primary'} onClick={start}>
        {t(texts.button)}
      </Button>
      <ActionDialog
        open={open}
        title={t(texts.title)}
        onClose={() => setOpen(false)}
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
