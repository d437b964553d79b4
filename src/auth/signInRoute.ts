import { createContext, useContext } from 'react';
import type { LoginParams } from '@/providers/authProvider';

/**
 * Where the sign-in page goes, given by what shows it: the console's <Admin> when it sends a
 * signed-out admin to /login (react-admin's login, router and auth state: AdminLoginPage), or
 * the stand-alone page a load of /login shows before any of react-admin is downloaded (SignInApp).
 */
export interface SignInRoute {
  /** authProvider.login, then on to the admin's home (or the page they were sent away from). */
  login(params: LoginParams): Promise<unknown>;
  /** Resolves when a session exists already. */
  checkAuth(): Promise<unknown>;
  /** On to `path`, signed in. */
  goTo(path: string): void;
  /** The page a signed-out admin was sent away from, to go back to once signed in. */
  nextPath?: string;
  /** Starts loading what the console needs after sign-in, while the sign-in request runs. */
  preload(): void;
}

export const SignInRouteContext = createContext<SignInRoute | null>(null);

export function useSignInRoute(): SignInRoute {
  const route = useContext(SignInRouteContext);
  if (!route) throw new Error('useSignInRoute outside AdminLoginPage or SignInApp');
  return route;
}
