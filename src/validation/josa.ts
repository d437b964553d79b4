/**
 * Korean particles chosen by the final consonant (받침) of the preceding word:
 * josa('제목', '을/를') -> '제목을', josa('분류', '을/를') -> '분류를'.
 * Digits and Latin letters are read the Korean way (1 일, 2 이, L 엘…); trailing brackets
 * and punctuation are skipped ('금액(원)' reads '원').
 */
export type JosaPair = '을/를' | '이/가' | '은/는' | '과/와' | '으로/로' | '이에요/예요';

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;
const RIEUL = 8; // index of ㄹ among the final consonants

/** Final consonant index of the last readable character: 0 = none, -1 = cannot tell. */
function finalConsonant(word: string): number {
  const chars = [...word.replace(/[\s)\]}>'"”’.,!?~·-]+$/u, '')];
  const last = chars.at(-1);
  if (!last) return -1;
  const code = last.codePointAt(0) ?? 0;
  if (code >= HANGUL_FIRST && code <= HANGUL_LAST) return (code - HANGUL_FIRST) % 28;
  if (/\d/.test(last)) return { '0': 17, '1': RIEUL, '3': 17, '6': 1, '7': RIEUL, '8': RIEUL }[last] ?? 0;
  if (/[a-z]/i.test(last)) return { l: RIEUL, m: 16, n: 4, r: RIEUL }[last.toLowerCase()] ?? 0;
  return -1;
}

export function josa(word: string, pair: JosaPair): string {
  return word + particle(word, pair);
}

export function particle(word: string, pair: JosaPair): string {
  const [withFinal, withoutFinal] = pair.split('/');
  const final = finalConsonant(word);
  if (final < 0) return `${withFinal}(${withoutFinal})`;
  if (pair === '으로/로') return final === 0 || final === RIEUL ? withoutFinal : withFinal;
  return final === 0 ? withoutFinal : withFinal;
}
