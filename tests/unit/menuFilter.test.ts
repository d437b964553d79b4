import { describe, expect, it } from 'vitest';
import { buildMenuTree, flattenMenu } from '@resources/menuTree';
import { containsQuery, filterMenu, initialConsonantOf, normalizeMenuText } from '@/layout/menuFilter';
import type { MenuNode } from '@/types/api';

const node = (menuCd: string, menuTitle: string, children?: MenuNode[]): MenuNode => ({
  menuId: Number(menuCd),
  menuCd,
  menuTitle,
  menuUrl: children ? null : `/${menuCd}`,
  ...(children ? { children } : {}),
});

/** A three-level fixture: area > group > screen, and a screen directly under an area. */
const menu: MenuNode[] = [
  node('01', '상품 관리', [node('0101', '상품 기본 정보', [node('010101', '상품 목록'), node('010102', '상품 카테고리')]), node('0102', '픽업 상품')]),
  node('09', '푸시/SMS', [node('0901', '푸시 알림', [node('090101', '푸시 발송')]), node('0902', 'SMS 발송')]),
  node('11', '게시판', [node('1101', '공지사항'), node('1103', 'FAQ 분류'), node('1104', 'FAQ')]),
];

/** The visible tree as indented titles, to compare shapes at a glance. */
function shape(tree: readonly MenuNode[], depth = 0): string[] {
  return tree.flatMap((entry) => [`${'  '.repeat(depth)}${entry.menuTitle}`, ...shape(entry.children ?? [], depth + 1)]);
}

describe('filterMenu', () => {
  it('returns the tree itself for an empty or blank query', () => {
    expect(filterMenu(menu, '')).toBe(menu);
    expect(filterMenu(menu, '   ')).toBe(menu);
  });

  it('finds a third-level screen and keeps its group and area, hiding the rest', () => {
    expect(shape(filterMenu(menu, '목록'))).toEqual(['상품 관리', '  상품 기본 정보', '    상품 목록']);
  });

  it('matches at any level: a matching group or area shows its whole subtree', () => {
    expect(shape(filterMenu(menu, '기본 정보'))).toEqual(['상품 관리', '  상품 기본 정보', '    상품 목록', '    상품 카테고리']);
    expect(shape(filterMenu(menu, '게시판'))).toEqual(['게시판', '  공지사항', '  FAQ 분류', '  FAQ']);
  });

  it('keeps every branch that leads to a match, in menu order', () => {
    expect(shape(filterMenu(menu, '발송'))).toEqual(['푸시/SMS', '  푸시 알림', '    푸시 발송', '  SMS 발송']);
    expect(shape(filterMenu(menu, '상품'))).toEqual(shape(menu.slice(0, 1)));
  });

  it('matches Latin text without regard to case', () => {
    expect(shape(filterMenu(menu, 'faq'))).toEqual(['게시판', '  FAQ 분류', '  FAQ']);
    expect(shape(filterMenu(menu, 'sms')).slice(0, 1)).toEqual(['푸시/SMS']);
    expect(shape(filterMenu(menu, 'Sms 발'))).toEqual(['푸시/SMS', '  SMS 발송']);
  });

  it('ignores spaces in the query and in the titles', () => {
    expect(shape(filterMenu(menu, '상품목록'))).toEqual(['상품 관리', '  상품 기본 정보', '    상품 목록']);
    expect(shape(filterMenu(menu, ' 공지 사항 '))).toEqual(['게시판', '  공지사항']);
  });

  it('matches Hangul initial consonants (초성), alone or mixed with syllables', () => {
    expect(shape(filterMenu(menu, 'ㄱㅈㅅㅎ'))).toEqual(['게시판', '  공지사항']);
    expect(shape(filterMenu(menu, '공지ㅅ'))).toEqual(['게시판', '  공지사항']);
    expect(shape(filterMenu(menu, 'ㅍㅅ ㅂㅅ'))).toEqual(['푸시/SMS', '  푸시 알림', '    푸시 발송']);
  });

  it('hides everything when nothing matches', () => {
    expect(filterMenu(menu, '없는 메뉴')).toEqual([]);
    expect(filterMenu(menu, 'ㅋㅋㅋ')).toEqual([]);
  });

  it('never changes the tree it is given, and reuses the objects of matching nodes', () => {
    const before = JSON.stringify(menu);
    const result = filterMenu(menu, '기본');
    expect(JSON.stringify(menu)).toBe(before);
    expect(result[0]?.children?.[0]).toBe(menu[0]?.children?.[0]);
  });

  it('on the full server menu, every visible screen matches or sits under a match', () => {
    const full = buildMenuTree();
    const result = filterMenu(full, 'ㄱㅈ');
    const visible = flattenMenu(result).filter((entry) => !entry.children);
    expect(visible.map((entry) => entry.menuTitle)).toContain('공지사항');
    const allTitles = new Set(flattenMenu(full).map((entry) => entry.menuTitle));
    for (const entry of flattenMenu(result)) expect(allTitles.has(entry.menuTitle)).toBe(true);
    expect(filterMenu(full, '')).toBe(full);
  });
});

describe('matching helpers', () => {
  it('normalizes case, spaces and decomposed Hangul', () => {
    expect(normalizeMenuText(' FAQ  분류 ')).toBe('faq분류');
    expect(normalizeMenuText('공지'.normalize('NFD'))).toBe('공지');
  });

  it('gives the initial consonant of a syllable, nothing for other characters', () => {
    expect(['공', '지', '사', '항', '까', '힣'].map(initialConsonantOf)).toEqual(['ㄱ', 'ㅈ', 'ㅅ', 'ㅎ', 'ㄲ', 'ㅎ']);
    expect([' ', 'a', 'ㄱ', '1'].map(initialConsonantOf)).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('treats a jamo that is the text itself as a plain character', () => {
    expect(containsQuery('ㄱ자', 'ㄱ')).toBe(true);
    expect(containsQuery('가나', 'ㄴ')).toBe(true);
    expect(containsQuery('가나', 'ㄷ')).toBe(false);
  });
});
