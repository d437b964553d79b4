import { validatePassword } from '@/validation/rules';

/**
 * A temporary password that passes spec §5 (10–15 characters of letters, digits and
 * @$!%*#?&^, at least one letter and one digit): 12 characters from the browser's crypto, without
 * the look-alikes an operator would misread aloud (0/O, 1/l/I).
 */
const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz';
const DIGITS = '23456789';
const SPECIALS = '@$!%*#?&';
const LENGTH = 12;

function pick(alphabet: string, random: number): string {
  return alphabet[random % alphabet.length];
}

export function temporaryPassword(random: (count: number) => Uint32Array = (count) => crypto.getRandomValues(new Uint32Array(count))): string {
  for (;;) {
    const values = random(LENGTH + 1);
    const all = LETTERS + DIGITS + SPECIALS;
    const chars = Array.from({ length: LENGTH }, (_, index) =>
      pick(index === 0 ? LETTERS : index === 5 ? DIGITS : index === 9 ? SPECIALS : all, values[index]),
    );
    const password = chars.join('');
    if (!validatePassword(password)) return password;
  }
}
