/**
 * Rules of the settings workspace that the mock server and the screens share (issue 14): the
 * app-version format and order, the store address, the code-family sub-URLs, the menu whose
 * modify flag makes an account an account manager. Pure; the messages are each side's own.
 */

/** `major.minor.patch`, each 0–999 without leading zeros: '5.3.1'. */
const VERSION = /^(0|[1-9]\d{0,2})\.(0|[1-9]\d{0,2})\.(0|[1-9]\d{0,2})$/;

export const isAppVersion = (value: string): boolean => VERSION.test(value.trim());

/** Negative when `a` is lower than `b` (numeric per part: 5.10.0 is above 5.9.9). */
export function compareVersions(a: string, b: string): number {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let index = 0; index < 3; index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** A store address: an http(s) URL (the app stores' pages). */
export function isStoreUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/**
 * The `{subUrl}` of the code family's three sub-calls (spec §7 leaves them open): content check
 * `POST code/check/{id}`, use flag `PUT code/useYn/{id}`, name check `POST code/nameCheck`.
 */
export const CODE_SUB_URL = { contentCheck: 'check', useFlag: 'useYn', nameCheck: 'nameCheck' } as const;

/** The id of the green-cup deposit setting, read with `GET code/{id}` (written with `POST code/greenDeposit`). */
export const GREEN_DEPOSIT_ID = 'greenDeposit';

/** Admin accounts (/user): an account whose grant has this menu with 수정 manages accounts. */
export const ACCOUNT_MENU = '0804';

/** The longest code name the server keeps (the declaration's maxLength). */
export const CODE_NAME_MAX = 50;
