import type { ScreenDeclaration } from '@/declarations/types';

export const settings: ScreenDeclaration[] = [];
