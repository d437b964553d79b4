import { Alert, AlertTitle } from '@mui/material';
import { useT } from '@i18n/translate';

/** Validation messages under '다음 오류를 수정해주세요.' (spec §5), or a single server message. */
export function ErrorList({ errors }: { errors: string[] }) {
  const t = useT();
  if (!errors.length) return null;
  return (
    <Alert severity="error" role="alert" sx={{ my: 2 }}>
      <AlertTitle>{t('error.fixErrors')}</AlertTitle>
      <ul style={{ margin: 0, paddingLeft: 20 }}>
        {errors.map((error) => (
          <li key={error}>{error}</li>
        ))}
      </ul>
    </Alert>
  );
}
