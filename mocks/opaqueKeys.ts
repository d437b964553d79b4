import { OPAQUE_KEYS } from '@/declarations/personal';
import type { Collection, MockRecord } from './db/database';
import { digest } from './digest';

/**
 * The opaque key of a card or coupon number (issue 34 item 6, docs/api.md "Personal data"): what
 * the console's addresses and GET query strings carry instead of the number. The server answers it
 * beside every such number (`cardKey` beside `cardNo`, `couponKey` beside `couponCode`, see
 * mocks/replies/masking.ts) and takes it wherever a call names the record. The mock derives it
 * stably from the number's digits ('K' + 16 hex digits); a real server would store a random key
 * with the record. It says nothing of the number: the number never leaves the server through it.
 */
const SALT = 'prepayCard.cardKey';
/** Numbers whose key was issued, by key: a key the console sends back is one a reply carried. */
const issued = new Map<string, string>();
const ISSUED_MAX = 50_000;

export function opaqueKeyOf(number: unknown): string {
  const digits = String(number ?? '').replace(/\D/g, '');
  const key = `K${digest(`${SALT}\u0000${digits}`, 4)}`;
  if (issued.size >= ISSUED_MAX) issued.clear();
  issued.set(key, String(number));
  return key;
}

export const isOpaqueKey = (value: string): boolean => /^K[0-9a-f]{16}$/.test(value);

/** The number of `key` among `numbers` (undefined when none has it). */
export function numberOfKey(key: string, numbers: Iterable<unknown>): string | undefined {
  if (!isOpaqueKey(key)) return undefined;
  for (const number of numbers) if (opaqueKeyOf(number) === key) return String(number);
  return undefined;
}

/**
 * The row of `table` named by `id`: its stored key (a card or coupon number), or the opaque key of
 * that number; undefined when neither names one. A key a reply issued is found at once, any other
 * by a walk of the table.
 */
export function rowByKey<T extends MockRecord>(table: Pick<Collection<T>, 'key' | 'get' | 'all'>, id: unknown): T | undefined {
  const direct = table.get(id);
  const given = String(id ?? '');
  if (direct || !isOpaqueKey(given) || !(table.key in OPAQUE_KEYS)) return direct;
  const known = issued.get(given);
  const row = known === undefined ? undefined : table.get(known);
  if (row) return row;
  const number = numberOfKey(
    given,
    table.all().map((one) => one[table.key]),
  );
  return number === undefined ? undefined : table.get(number);
}
