import Button from '@mui/material/Button';
import { useState } from 'react';
import type { RaRecord } from 'react-admin';
import { useT } from '@i18n/translate';
import { ConfirmDialog } from '@/screens/shared/ConfirmDialog';
import { NoticeDialog } from '@/screens/shared/NoticeDialog';
import type { useCodeWrites } from '../useCodeActions';

type Writes = ReturnType<typeof useCodeWrites>;

/**
 * 삭제 of a code: first the content check (POST code/check/{id}); a code in use is not offered for
 * deletion: the server's words say where it is used, with '닫기' only. A free one asks '확인' before DELETE.
 */
export function DeleteCodeAction({ code, usage, remove }: { code: RaRecord } & Pick<Writes, 'usage' | 'remove'>) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const blocked = usage.data;
  return (
    <>
      <Button
        size="small"
        color="error"
        variant="outlined"
        // not disabled while the check runs: a disabled button loses the focus the dialog returns to
        aria-busy={usage.isPending}
        onClick={() => {
          if (usage.isPending) return;
          remove.reset();
          usage.mutate(undefined, { onSuccess: () => setOpen(true) });
        }}
      >
        {t('settings.codes.delete')}
      </Button>
      {blocked ? (
        <NoticeDialog open={open} title={t('settings.codes.delete')} message={blocked} onClose={() => setOpen(false)} />
      ) : (
        <ConfirmDialog
          open={open}
          destructive
          title={t('settings.codes.delete')}
          message={t('settings.codes.deleteGuide', { name: String(code.codeName ?? code.codeId) })}
          onConfirm={() => remove.mutateAsync()}
          onClose={() => setOpen(false)}
          pending={remove.isPending}
          error={remove.error ?? usage.error}
        />
      )}
    </>
  );
}
