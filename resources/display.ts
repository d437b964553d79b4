import type { ScreenDeclaration } from '@/declarations/types';

export const display: ScreenDeclaration[] = [];
