import Alert from '@mui/material/Alert';
import { findScreen } from '@resources/registry';
import { useT } from '@i18n/translate';
import { GenericList } from '@/screens/generic/GenericList';

const screen = findScreen('authLog');

/**
 * /authLog (0821, issue 34 item 3): the server's log of every grant, change and removal of an
 * account's group, menus and flags; read-only (the server answers 405 to writes), kept 3 years.
 */
export function AuthLogList() {
  const t = useT();
  if (!screen) return null;
  return (
    <>
      <Alert severity="info" sx={{ mb: 1 }}>
        {t('history.grants.retention')}
      </Alert>
      <GenericList screen={screen} />
    </>
  );
}
