import type { ScreenDeclaration } from '@/declarations/types';

export const settlement: ScreenDeclaration[] = [];
