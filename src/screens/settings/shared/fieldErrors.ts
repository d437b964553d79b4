import { isHttpError } from '@/http/failures';

/**
 * The inputs a refusal names (`{ errors: { field: message } }`, docs/api.md "Settings workspace"),
 * for a dialog that shows each beside its input, as react-admin's forms do on their own.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!isHttpError(error) || !error.body || typeof error.body !== 'object' || !('errors' in error.body)) return {};
  const { errors } = error.body as { errors: unknown };
  if (!errors || typeof errors !== 'object') return {};
  return Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
