import type { ReactNode } from 'react';
import { I18nContext } from 'react-admin';
import { i18nProvider } from '@/app/i18nProvider';

/** The Korean i18nProvider, as <Admin> provides it, for a test that renders a part of the frame alone. */
export function WithI18n({ children }: { children: ReactNode }) {
  return <I18nContext.Provider value={i18nProvider}>{children}</I18nContext.Provider>;
}
