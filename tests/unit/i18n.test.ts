import englishMessages from 'ra-language-english';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fill } from '@i18n/translate';
import { hasMessage, i18nProvider, messages } from '@/app/i18nProvider';
import { screens } from '@resources/registry';

const HANGUL = /[\uac00-\ud7a3]/;
const PLACEHOLDER = /%\{(\w+)\}/g;
const t = (key: string, options?: Record<string, unknown>) => i18nProvider.translate(key, options);

function leaves(node: unknown, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

const englishEntries = leaves(englishMessages);
/** The raw Korean values (before interpolation). */
const catalogue = new Map(leaves(messages));
const placeholdersOf = (text: string) => [...text.matchAll(PLACEHOLDER)].map((match) => match[1]);
/** A value made of placeholders only ('%{name}'): nothing to translate. */
const isPurePlaceholder = (text: string) => text.replace(PLACEHOLDER, '').trim() === '';
/** Korean may use a placeholder react-admin passes even where English does not show it. */
const extraPlaceholders: Record<string, string[]> = { 'ra.sort.sort_by': ['field'] };

describe('react-admin catalogue in Korean (STACK.md gotcha 3)', () => {
  it('covers every key of ra-language-english', () => {
    expect(englishEntries.length).toBeGreaterThanOrEqual(164);
    const missing = englishEntries.map(([key]) => key).filter((key) => !hasMessage(key));
    expect(missing).toEqual([]);
  });

  it('every value is Korean (Hangul) and none is left in English', () => {
    const untranslated = englishEntries.flatMap(([key, english]) => {
      const korean = t(key);
      if (isPurePlaceholder(english) && korean === english) return [];
      return HANGUL.test(korean) && korean !== english ? [] : [`${key}: ${korean}`];
    });
    expect(untranslated).toEqual([]);
  });

  it('keeps the plural forms where English has them and only known placeholders', () => {
    const problems = englishEntries.flatMap(([key, english]) => {
      const korean = catalogue.get(key) ?? '';
      const forms = (text: string) => text.split('||||').length;
      const allowed = new Set([...placeholdersOf(english), ...(extraPlaceholders[key] ?? [])]);
      const unknown = placeholdersOf(korean).filter((name) => !allowed.has(name));
      return [...(forms(korean) === forms(english) ? [] : [`${key}: plural forms`]), ...unknown.map((name) => `${key}: %{${name}}`)];
    });
    expect(problems).toEqual([]);
  });

  it('formats pagination and plurals the Korean way', () => {
    expect(t('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 10, total: 12 })).toBe('1-10 / 총 12건');
    expect(t('ra.action.bulk_actions', { smart_count: 1 })).toBe('1개 항목 선택됨');
    expect(t('ra.action.bulk_actions', { smart_count: 3 })).toBe('3개 항목 선택됨');
    expect(t('ra.notification.deleted', { smart_count: 2 })).toBe('2개 항목이 삭제되었습니다.');
    expect(t('ra.action.export')).toBe('내보내기');
  });
});

describe('resource labels from the registry', () => {
  const koreanOrAcronym = (text: string) => HANGUL.test(text) || /^[A-Z0-9]{2,}$/.test(text);

  it('every screen has a Korean name', () => {
    const bad = screens.filter((screen) => {
      const label = t(`resources.${screen.name}.name`, { smart_count: 2, _: screen.name });
      return label !== screen.label || !koreanOrAcronym(label);
    });
    expect(bad.map((screen) => screen.name)).toEqual([]);
  });

  it('every field of every screen has a Korean label', () => {
    const bad = screens.flatMap((screen) =>
      screen.fields
        .filter((field) => {
          const label = t(`resources.${screen.name}.fields.${field.source}`, { _: field.source });
          return label !== field.label || !koreanOrAcronym(label);
        })
        .map((field) => `${screen.name}.${field.source}`),
    );
    expect(bad).toEqual([]);
  });
});

describe('missing keys never show English', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  afterEach(() => warn.mockClear());

  it('a literal Korean label passes through, interpolated', () => {
    expect(t('공지사항')).toBe('공지사항');
    expect(t('%{count}건', { count: 3 })).toBe('3건');
  });

  it('an English default is ignored for a missing key, a Korean one is used', () => {
    const missing = t('ra.no_such.key', { _: 'Some English text' });
    expect(missing).not.toMatch(/English|no_such/);
    expect(missing).toMatch(HANGUL);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('ra.no_such.key'));
    expect(t('app.no_such_key', { _: '한국어 기본값 %{n}', n: 1 })).toBe('한국어 기본값 1');
  });

  it('a field of an unregistered screen borrows a shared label, else a Korean placeholder', () => {
    expect(t('resources.unknownScreen.fields.regDt', { _: 'Reg dt' })).toBe('등록일');
    expect(t('resources.unknownScreen.fields.zzz', { _: 'Zzz' })).toMatch(HANGUL);
    expect(t('resources.unknownScreen.name', { _: 'Unknown screens' })).toMatch(HANGUL);
  });

  it('a browser network error becomes Korean', () => {
    expect(t('Failed to fetch')).toMatch(HANGUL);
  });

  it('app messages are reachable by key and fill() interpolates', () => {
    expect(t('app.login.submit')).toBe('로그인');
    expect(fill('남은횟수: %{count}회', { count: 4 })).toBe('남은횟수: 4회');
  });
});
