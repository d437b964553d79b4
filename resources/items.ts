import type { ScreenDeclaration } from '@/declarations/types';

export const items: ScreenDeclaration[] = [];
