import type { FieldDeclaration, PersonalKind, ScreenDeclaration } from './types';

/**
 * Which fields hold personal data: the declared `personal`, else the `phone` and `email` kinds.
 * One rule for the client (masking, reveal, the Excel reason) and the mock server (the reason it
 * requires and logs).
 */
export function personalKindOf(field: FieldDeclaration): PersonalKind | undefined {
  if (field.personal) return field.personal;
  if (field.kind === 'phone') return 'phone';
  if (field.kind === 'email') return 'email';
  return undefined;
}

export const isPersonal = (field: FieldDeclaration): boolean => personalKindOf(field) !== undefined;

/** A screen whose list or Excel carries personal data. */
export const hasPersonalData = (screen: ScreenDeclaration): boolean => screen.fields.some(isPersonal);
