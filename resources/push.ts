import type { ScreenDeclaration } from '@/declarations/types';

export const push: ScreenDeclaration[] = [];
