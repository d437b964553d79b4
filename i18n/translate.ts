import polyglotI18nProvider from 'ra-i18n-polyglot';
import { useCallback } from 'react';
import { useTranslate, type I18nProvider } from 'react-admin';
import type { AppMessages } from './ko/app';
import { signInMessages } from './ko/signIn';
import { koreanRaExtras, koreanRaMessages } from './ko/ra';

/**
 * The one way UI text reaches the screen: a key of the typed Korean catalogue (`i18n/ko/app.ts`
 * and the area catalogues it gathers). A key that is not in the catalogue fails the type check.
 *
 *   const t = useT();  t('member.tabs.stamp')  t('workspace.total', { count: 12 })
 *
 * Components use `useT()` (react-admin's i18nProvider, assembled at the app root:
 * src/app/i18nProvider.ts); code outside React (the http client, validators, formatters) uses
 * `translate()`, built from the app catalogue alone, so the lowest layers read no registry.
 */
export const locale = 'ko';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every leaf of the catalogue as a dotted key: 'login.submit', 'frame.panel.reload'… */
export type AppKey = Leaves<AppMessages>;
export type TranslateValues = Record<string, unknown>;
export type Translate = (key: AppKey, values?: TranslateValues) => string;

/** Korean has no plural forms, but our catalogue keeps English's "one |||| other" split. */
export const pluralRules = {
  pluralTypes: { korean: (count: number) => (count === 1 ? 0 : 1) },
  pluralTypeToLanguages: { korean: [locale] },
};

/** The one language the console offers (react-admin's locale list). */
export const locales = [{ locale, name: '한국어' }];

/** react-admin's own messages in Korean, with the ones its English catalogue lacks. */
export const raMessages = {
  ...koreanRaMessages.ra,
  ...koreanRaExtras.ra,
  navigation: { ...koreanRaMessages.ra.navigation, ...koreanRaExtras.ra.navigation },
};

const catalogueOf = (app: typeof signInMessages | AppMessages): I18nProvider =>
  polyglotI18nProvider(() => ({ ra: raMessages, app }), locale, locales, { pluralRules });

/** The sign-in part until the console completes it (`completeCatalogue`). */
let catalogue = catalogueOf(signInMessages);

/**
 * react-admin's and the app's messages without the registry's resource labels: the sign-in page's
 * i18nProvider (it shows no resource), and `translate()`'s. It starts with the sign-in part of the
 * catalogue (`i18n/ko/signIn.ts`: what /login shows and the code it runs says) and holds all of
 * it once the console loads: the first page does not carry every screen's text (loginJsRatio,
 * issue 35). The console's own i18nProvider adds the labels and the fallbacks (src/app/i18nProvider.ts).
 */
export const catalogueI18nProvider: I18nProvider = {
  translate: (key, options) => catalogue.translate(key, options),
  changeLocale: (next) => catalogue.changeLocale(next),
  getLocale: () => catalogue.getLocale(),
  getLocales: () => locales,
};

/** Gives `translate()` the whole catalogue: called once by the console's i18nProvider as it loads. */
export function completeCatalogue(messages: AppMessages): void {
  catalogue = catalogueOf(messages);
}

/** The catalogue's `app.*` namespace in the i18nProvider. */
export const appKey = (key: AppKey): string => `app.${key}`;

const NO_SUCH_KEY = '\u0000missing';

/** Interpolates `%{name}` and picks the plural form, like a catalogue phrase. */
export function fill(template: string, values: TranslateValues = {}): string {
  return catalogue.translate(NO_SUCH_KEY, { ...values, _: template });
}

export function useT(): Translate {
  const translate = useTranslate();
  return useCallback((key, values) => translate(appKey(key), values), [translate]);
}

/** `useT()` for code outside React components. */
export const translate: Translate = (key, values) => catalogue.translate(appKey(key), values);
