import type { ScreenDeclaration } from '@/declarations/types';

export const stores: ScreenDeclaration[] = [];
