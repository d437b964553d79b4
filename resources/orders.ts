import type { ScreenDeclaration } from '@/declarations/types';

export const orders: ScreenDeclaration[] = [];
