import type { ScreenDeclaration } from '@/declarations/types';
import { toPayload, type FormMode } from '@/screens/generic/declaration';

/** A group's body: its declared fields and its default grant (docs/api.md, "Menu grants"). */
export function groupBody(screen: ScreenDeclaration, mode: FormMode, values: Record<string, unknown>): Record<string, unknown> {
  return { ...toPayload(screen, mode, values), accessMenu: values.accessMenu ?? [], menuAuth: values.menuAuth ?? [] };
}
