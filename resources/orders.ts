import type { ScreenDeclaration } from '@/declarations/types';
import { cardSearches } from './orders/cards';
import { purchaseSearches } from './orders/purchases';

/** 주문/조회 (area 03), in the order of spec §2. */
export const orders: ScreenDeclaration[] = [...purchaseSearches, ...cardSearches];
