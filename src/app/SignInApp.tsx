import { useMemo } from 'react';
import { createTheme, CssBaseline, ThemeProvider } from '@mui/material';
import { I18nContext } from 'react-admin';
import { catalogueI18nProvider } from '@i18n/translate';
import { useConsoleTheme } from '@/layout/theme';
import { authProvider, login } from '@/providers/authProvider';
import { LoginPage } from '@/auth/LoginPage';
import { SignInRouteContext, type SignInRoute } from '@/auth/signInRoute';

interface Props {
  /** Shows the console at `path`, signed in. */
  onSignedIn(path: string): void;
  /** Starts loading the console. */
  preload(): void;
}

/**
 * /login as the first page of a visit: the sign-in page alone, in the console's theme and
 * catalogue, without react-admin's frame, router and data layer (they load once 로그인 is
 * pressed, and the console takes over the page when the sign-in succeeds).
 */
export function SignInApp({ onSignedIn, preload }: Props) {
  const themeOptions = useConsoleTheme();
  const theme = useMemo(() => createTheme(themeOptions), [themeOptions]);
  const route = useMemo<SignInRoute>(
    () => ({
      login: (params) => login(params).then(({ redirectTo }) => onSignedIn(redirectTo)),
      checkAuth: () => authProvider.checkAuth({}),
      goTo: onSignedIn,
      preload,
    }),
    [onSignedIn, preload],
  );
  return (
    <I18nContext.Provider value={catalogueI18nProvider}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <SignInRouteContext.Provider value={route}>
          <LoginPage />
        </SignInRouteContext.Provider>
      </ThemeProvider>
    </I18nContext.Provider>
  );
}
