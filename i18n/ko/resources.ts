import type { ScreenDeclaration } from '@/declarations/types';

/**
 * `resources.{name}.name` and `resources.{name}.fields.{source}` derived from the registry's
 * Korean labels, so react-admin's titles, column headers and input labels are Korean even
 * where a screen does not pass a label.
 */
export type ResourceMessages = {
  name: string;
  fields: Record<string, string>;
};

export function resourceMessagesOf(screens: readonly ScreenDeclaration[]): Record<string, ResourceMessages> {
  return Object.fromEntries(
    screens.map((screen) => [screen.name, { name: screen.label, fields: Object.fromEntries(screen.fields.map((field) => [field.source, field.label])) }]),
  );
}
