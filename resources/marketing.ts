import type { ScreenDeclaration } from '@/declarations/types';
import { campaigns } from './marketing/campaigns';
import { couponSettings } from './marketing/coupons';
import { promotions } from './marketing/promotions';

/** 마케팅 (area 04), in the order of spec §2. */
export const marketing: ScreenDeclaration[] = [...couponSettings, ...promotions, ...campaigns];
