/**
 * The opaque key of a prepaid card (issue 34 item 6a, docs/api.md "Personal data"): what the
 * console's addresses and GET query strings carry instead of the card number. The server issues
 * it beside every card number it answers (`cardKey`, see mocks/replies/masking.ts) and takes it
 * wherever a prepaid call takes `cardNo`. The mock derives it stably from the number (a keyed
 * digest, two 32-bit lanes, 'K' + 16 hex digits); a real server would store a random key with the
 * card. It says nothing of the number: the number never leaves the server through the key.
 */
const SALT = 'prepayCard.cardKey';

export function cardKeyOf(cardNo: unknown): string {
  const input = `${SALT}\u0000${String(cardNo ?? '').replace(/\D/g, '')}`;
  let a = 0x811c9dc5;
  let b = 0x9747b28c;
  for (let round = 0; round < 4; round += 1) {
    for (let i = 0; i < input.length; i += 1) {
      const code = input.charCodeAt(i) + round;
      a = Math.imul(a ^ code, 0x01000193) >>> 0;
      b = Math.imul(b ^ code, 0x5bd1e995) >>> 0;
    }
    a = (a ^ (b >>> 15)) >>> 0;
    b = (b ^ (a << 13)) >>> 0;
  }
  return `K${a.toString(16).padStart(8, '0')}${b.toString(16).padStart(8, '0')}`;
}

export const isCardKey = (value: string): boolean => /^K[0-9a-f]{16}$/.test(value);

/** The card number of `key` among `cardNos` (undefined when none has it). */
export function cardNoOfKey(key: string, cardNos: Iterable<unknown>): string | undefined {
  if (!isCardKey(key)) return undefined;
  for (const cardNo of cardNos) if (cardKeyOf(cardNo) === key) return String(cardNo);
  return undefined;
}
