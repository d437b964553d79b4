import type { ReactNode } from 'react';
import type { ViewKind } from '@/declarations/types';
import { preloadable } from '@/layout/preloadable';
import { lazyDataProvider } from '@/providers/dataProvider/lazy';
import { findScreen } from '@resources/registry';
import { preloadRecord, preloadView } from './resourceProps';

// What only a signed-in admin needs, each in its own chunk so /login downloads none of it: the
// frame, the dashboard, the account pages and the dataProvider (the generic screens are in
// resourceProps.tsx).
const layout = preloadable(() => import('@/layout/Layout').then((module) => module.Layout));
const dashboard = preloadable(() => import('@/dashboard/Dashboard').then((module) => module.Dashboard));
const profilePage = preloadable(() => import('@/auth/ProfilePage').then((module) => module.ProfilePage));
const passwordChangePage = preloadable(() => import('@/auth/PasswordChangePage').then((module) => module.PasswordChangePage));
const data = lazyDataProvider(() => import('@/providers/dataProvider').then((module) => module.createDataProvider()));

const Frame = layout.View;
export const Layout = ({ children }: { children: ReactNode }) => <Frame preloadRecord={preloadRecord}>{children}</Frame>;
export const Dashboard = dashboard.View;
export const ProfilePage = profilePage.View;
export const PasswordChangePage = passwordChangePage.View;
export const dataProvider = data.dataProvider;
/** A list's first read sent before its screen asks (readAhead.ts). */
export const readListAhead = data.readAhead;

/** Requests the view a path shows, relative to the app's base: '/dashboard', '/notice', '/notice/3/show'… */
function preloadViewOf(path: string): void {
  if (path === '/' || path === '/dashboard') return dashboard.preload();
  if (path === '/profile') return profilePage.preload();
  if (path === '/pwdChange') return passwordChangePage.preload();
  const [name, id, show] = path.split('/').filter(Boolean);
  const kind: ViewKind = id === undefined ? 'list' : id === 'create' ? 'create' : show === 'show' ? 'show' : 'edit';
  preloadView(findScreen(name), kind);
}

/**
 * Requests the frame, the dataProvider and the view of `path` without waiting for the session
 * check, so they arrive while the auth refresh and the menu are on their way instead of after
 * them: at a page load anywhere but /login (a session probably exists), and when a sign-in starts
 * (for the dashboard, where it lands).
 */
export function preloadSignedIn(path = '/dashboard'): void {
  layout.preload();
  data.preload();
  preloadViewOf(path);
}
