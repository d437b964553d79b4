import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { i18nProvider } from './index';
import type { AppMessages } from './ko/app';

/**
 * The one way UI text reaches the screen: a key of the typed Korean catalogue (`i18n/ko/app.ts`
 * and the area catalogues it gathers), translated by react-admin's i18nProvider. A key that is
 * not in the catalogue fails the type check.
 *
 *   const t = useT();  t('member.tabs.stamp')  t('workspace.total', { count: 12 })
 *
 * Components use `useT()`; code outside React (the http client, validators) uses `translate()`.
 */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every leaf of the catalogue as a dotted key: 'login.submit', 'frame.panel.reload'… */
export type AppKey = Leaves<AppMessages>;
export type TranslateValues = Record<string, unknown>;
export type Translate = (key: AppKey, values?: TranslateValues) => string;

/** The catalogue's `app.*` namespace in the i18nProvider. */
export const appKey = (key: AppKey): string => `app.${key}`;

export function useT(): Translate {
  const translate = useTranslate();
  return useCallback((key, values) => translate(appKey(key), values), [translate]);
}

/** `useT()` for code outside React components. */
export const translate: Translate = (key, values) => i18nProvider.translate(appKey(key), values);
