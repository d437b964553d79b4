import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEditContext, useRecordContext, useRedirect } from 'react-admin';
import { useT } from '@i18n/translate';
import { useScreenRights } from '@/auth/useScreenRights';
import { DeleteCodeAction } from './actions/DeleteCodeAction';
import { useCodeWrites } from './useCodeActions';

/** Above a code's form: the use flag switched on its own (PUT code/useYn/{id}, 수정) and the checked delete (삭제). */
export function CodeActions() {
  const t = useT();
  const code = useRecordContext();
  const rights = useScreenRights('code');
  const { refetch } = useEditContext();
  const redirect = useRedirect();
  const writes = useCodeWrites(code ?? { id: '' }, () => redirect('list', 'code'));
  if (!code) return null;
  return (
    <Stack direction="row" spacing={1} justifyContent="flex-end" sx={{ width: '100%' }} role="toolbar" aria-label={t('settings.codes.actions')}>
      {rights.edit && (
        <Button
          size="small"
          variant="outlined"
          disabled={writes.toggleUse.isPending}
          onClick={() => writes.toggleUse.mutate(undefined, { onSuccess: () => void refetch() })}
        >
          {t(code.useYn === 'N' ? 'settings.codes.use' : 'settings.codes.unuse')}
        </Button>
      )}
      {rights.delete && <DeleteCodeAction code={code} usage={writes.usage} remove={writes.remove} />}
    </Stack>
  );
}
