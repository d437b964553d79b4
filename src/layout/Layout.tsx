import type { ReactNode } from 'react';
import { Layout as RaLayout, Navigate } from 'react-admin';
import { needsPasswordChange, useSession } from '@/providers/session';
import { AppBar } from './AppBar';
import { SideMenu } from './SideMenu';

/**
 * The frame of every signed-in page: header, server-built sidebar, content. An admin whose
 * password must change (pwdChangeYn/pwdTempYn) is sent to /pwdChange, which lives outside
 * this layout, so the guard cannot loop.
 */
export function Layout({ children }: { children: ReactNode }) {
  const { auth } = useSession();
  if (needsPasswordChange(auth)) return <Navigate to="/pwdChange" replace />;
  return (
    <RaLayout appBar={AppBar} menu={SideMenu}>
      {children}
    </RaLayout>
  );
}
