import type { ScreenDeclaration } from '@/declarations/types';

export const marketing: ScreenDeclaration[] = [];
