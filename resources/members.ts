import type { ScreenDeclaration } from '@/declarations/types';

export const members: ScreenDeclaration[] = [];
