import type { MenuNode } from '@/types/api';

/**
 * The sidebar filter (spec §2 "Common frame"): a pure function over the server's menu tree.
 * A node whose title matches is shown with everything below it; a node with a matching
 * descendant is shown (as a path to it) with only the branches that lead to a match; every other
 * node is hidden. Matching ignores case and spaces, and a Hangul initial consonant in the query
 * (초성, 'ㄱㅈㅅㅎ') stands for any syllable that starts with it ('공지사항').
 */

/** The 19 initial consonants, in the order of the Unicode syllable block (compatibility jamo). */
const INITIALS = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
const FIRST_SYLLABLE = 0xac00;
const LAST_SYLLABLE = 0xd7a3;
/** Syllables per initial consonant: 21 vowels × 28 finals. */
const SYLLABLES_PER_INITIAL = 21 * 28;

/** Text as compared: composed (NFC), lower case, without whitespace. */
export function normalizeMenuText(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/\s+/g, '');
}

/** The initial consonant of a Hangul syllable ('공' → 'ㄱ'), or undefined for any other character. */
export function initialConsonantOf(char: string): string | undefined {
  const code = char.charCodeAt(0);
  if (code < FIRST_SYLLABLE || code > LAST_SYLLABLE) return undefined;
  return INITIALS[Math.floor((code - FIRST_SYLLABLE) / SYLLABLES_PER_INITIAL)];
}

const isInitial = (char: string) => INITIALS.includes(char);

function sameAt(text: string, start: number, query: string): boolean {
  for (let index = 0; index < query.length; index++) {
    const wanted = query[index];
    const found = text[start + index];
    if (found !== wanted && !(isInitial(wanted) && initialConsonantOf(found) === wanted)) return false;
  }
  return true;
}

/** Whether `text` contains `query`, both already normalized; initial consonants match their syllables. */
export function containsQuery(text: string, query: string): boolean {
  if (![...query].some(isInitial)) return text.includes(query);
  for (let start = 0; start + query.length <= text.length; start++) {
    if (sameAt(text, start, query)) return true;
  }
  return false;
}

/** Normalized titles, computed once per node object (the tree is replaced, never mutated). */
const normalizedTitles = new WeakMap<MenuNode, string>();

function titleOf(node: MenuNode): string {
  let title = normalizedTitles.get(node);
  if (title === undefined) {
    title = normalizeMenuText(node.menuTitle);
    normalizedTitles.set(node, title);
  }
  return title;
}

function prune(nodes: readonly MenuNode[], query: string): MenuNode[] {
  const kept: MenuNode[] = [];
  for (const node of nodes) {
    if (containsQuery(titleOf(node), query)) {
      kept.push(node);
      continue;
    }
    const children = prune(node.children ?? [], query);
    if (children.length) kept.push({ ...node, children });
  }
  return kept;
}

/**
 * The visible part of `menu` for `query`: the tree itself (same object) for an empty query;
 * otherwise a pruned copy that keeps the ancestors of every match. A matching node keeps its
 * own object (so its subtree is shown whole and memoized rows below it do not re-render).
 */
export function filterMenu(menu: readonly MenuNode[], query: string): readonly MenuNode[] {
  const needle = normalizeMenuText(query);
  return needle ? prune(menu, needle) : menu;
}
