import { Alert, AlertTitle } from '@mui/material';
import { appMessages } from '@i18n/ko/app';

/** Validation messages under '다음 오류를 수정해주세요.' (spec §5), or a single server message. */
export function ErrorList({ errors }: { errors: string[] }) {
  if (!errors.length) return null;
  return (
    <Alert severity="error" role="alert" sx={{ my: 2 }}>
      <AlertTitle>{appMessages.error.fixErrors}</AlertTitle>
      <ul style={{ margin: 0, paddingLeft: 20 }}>
        {errors.map((error) => (
          <li key={error}>{error}</li>
        ))}
      </ul>
    </Alert>
  );
}
