import type { ScreenDeclaration } from '@/declarations/types';

export const statistics: ScreenDeclaration[] = [];
