import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { completeCatalogue, fill, locale, locales, pluralRules, raMessages } from '@i18n/translate';
import { screens } from '@resources/registry';
import { appMessages } from '@i18n/ko/app';
import { resourceMessagesOf } from '@i18n/ko/resources';

/**
 * The console's i18nProvider, assembled at the app root: polyglot, locale 'ko' only, our Korean
 * catalogue with react-admin's messages and the registry's resource labels. A key the
 * catalogue lacks never reaches the screen in English: a Korean `_` default or a literal
 * (already Korean) label passes through, technical errors get a Korean sentence, and any other
 * missing key is logged in development and replaced by a Korean placeholder.
 */
// translate() outside React reads the whole catalogue from here on (the sign-in page has its first part)
completeCatalogue(appMessages);

export const messages: TranslationMessages = {
  ra: raMessages,
  app: appMessages,
  resources: resourceMessagesOf(screens),
};

const base = polyglotI18nProvider(() => messages, locale, locales, { pluralRules });

type TranslateOptions = Record<string, unknown>;

function leafKeys(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string') return [prefix];
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) => leafKeys(value, prefix ? `${prefix}.${key}` : key));
}

const knownKeys = new Set(leafKeys(messages));

/** Labels shared across screens ('regDt' → '등록일'), for a field key of an unregistered screen. */
const labelBySource = new Map(screens.flatMap((screen) => screen.fields.map((field) => [field.source, field.label] as const)));

const HANGUL = /[\uac00-\ud7a3]/;
const KEY_LIKE = /^[A-Za-z_][\w-]*(\.[\w-]+)+$/;
/** react-admin's and simple-rest's English complaints about a reply (never shown as they are). */
const REPLY_COMPLAINT =
  /^(The response to|The dataProvider returned|Invalid dataProvider response|The Content-Range header is missing|The X-Total-Count header is missing|Unexpected token|JSON\.parse|Unexpected end of JSON)/;

function technicalMessage(text: string): string | undefined {
  if (/^(Failed to fetch|Load failed|NetworkError\b)/.test(text)) return appMessages.trust.failure.network;
  if (REPLY_COMPLAINT.test(text)) return appMessages.trust.failure.badReply;
  return undefined;
}

function placeholderFor(key: string): string {
  const field = /^resources\.[^.]+\.fields\.(.+)$/.exec(key)?.[1];
  if (field) return labelBySource.get(field) ?? appMessages.error.missingField;
  if (/^resources\.[^.]+\.name$/.test(key)) return appMessages.error.missingResource;
  return appMessages.error.missingText;
}

const reported = new Set<string>();

function reportMissing(key: string): void {
  if (!import.meta.env.DEV || reported.has(key)) return;
  reported.add(key);
  console.warn(`[i18n] 번역 키가 없습니다: ${key}`);
}

function translateMissing(key: string, options: TranslateOptions): string {
  const given = typeof options._ === 'string' ? options._ : undefined;
  if (given && HANGUL.test(given)) return fill(given, options);
  if (!KEY_LIKE.test(key)) return fill(technicalMessage(key) ?? key, options);
  reportMissing(key);
  return fill(placeholderFor(key), options);
}

export const i18nProvider: I18nProvider = {
  ...base,
  translate: (key: string, options: TranslateOptions = {}) => (knownKeys.has(key) ? base.translate(key, options) : translateMissing(key, options)),
};

/** True when the catalogue holds the key (tests, tooling). */
export function hasMessage(key: string): boolean {
  return knownKeys.has(key);
}
