/**
 * A keyed 64-bit digest of `input` as 16 hex digits (two 32-bit FNV/murmur lanes mixed each round):
 * the mock's stand-in for a server's hash, enough to keep a value out of storage and addresses.
 * More rounds cost more (the password's 32 against a card key's 4); the value never comes back.
 */
export function digest(input: string, rounds: number): string {
  let a = 0x811c9dc5;
  let b = 0x9747b28c;
  for (let round = 0; round < rounds; round += 1) {
    for (let i = 0; i < input.length; i += 1) {
      const code = input.charCodeAt(i) + round;
      a = Math.imul(a ^ code, 0x01000193) >>> 0;
      b = Math.imul(b ^ code, 0x5bd1e995) >>> 0;
    }
    a = (a ^ (b >>> 15)) >>> 0;
    b = (b ^ (a << 13)) >>> 0;
  }
  return `${a.toString(16).padStart(8, '0')}${b.toString(16).padStart(8, '0')}`;
}
