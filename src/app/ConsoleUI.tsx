import { CssBaseline } from '@mui/material';
import { AuthenticationError, CoreAdminUI, Error as ErrorPage, LoadingPage, Notification, type CoreAdminUIProps } from 'react-admin';

/**
 * react-admin's <AdminUI> with the console's own pages only: <AdminUI> names a default for every
 * page (the sign-in form, 404, access denied, the OAuth callback), so its defaults come with every
 * page even when the console passes its own (issue 35 item 3: light deep links). The pages the
 * console keeps from react-admin are named here.
 */
export function ConsoleUI(props: CoreAdminUIProps) {
  return (
    <CssBaseline enableColorScheme>
      <CoreAdminUI authCallbackPage={false} authenticationError={AuthenticationError} error={ErrorPage} loading={LoadingPage} {...props} />
      <Notification />
    </CssBaseline>
  );
}
