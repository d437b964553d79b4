import { translate } from '@i18n/translate';
import type { Choice } from '@/declarations/types';

/** A Y/N flag's default choices: 사용/미사용 (the catalogue's `content.format.inUse`). */
export const inUseChoices: Choice[] = [
  { id: 'Y', name: translate('content.format.inUse.Y') },
  { id: 'N', name: translate('content.format.inUse.N') },
];

/** Normalises the ways a Y/N flag arrives ('Y', 'y', 'N', true, 1, '1', 0, '0') to 'Y' | 'N'. */
export function toYn(value: unknown): 'Y' | 'N' | undefined {
  if (value === true || value === 1) return 'Y';
  if (value === false || value === 0) return 'N';
  if (typeof value !== 'string') return undefined;
  const upper = value.trim().toUpperCase();
  if (upper === 'Y' || upper === '1') return 'Y';
  if (upper === 'N' || upper === '0') return 'N';
  return undefined;
}

/** Y/N in Korean: 사용/미사용, or the names of the field's own choices (고정/일반…). */
export function formatYn(value: unknown, choices: readonly Choice[] = inUseChoices): string {
  const yn = toYn(value);
  if (!yn) return '';
  return choices.find((choice) => String(choice.id) === yn)?.name ?? inUseChoices.find((choice) => choice.id === yn)?.name ?? '';
}

/** The name of the choice whose id matches (ids compared as text); the raw value when none does. */
export function formatChoice(value: unknown, choices: readonly Choice[] = []): string {
  if (value === null || value === undefined || value === '') return '';
  const found = choices.find((choice) => String(choice.id) === String(value));
  if (found) return found.name;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}
