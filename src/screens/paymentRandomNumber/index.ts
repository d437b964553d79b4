import { lazyScreen } from '@/layout/loadChunk';

/** The payment random-number coupon's form with 프로모션 복제, named by its declaration (resources/marketing/promotions.ts). */
export const PaymentRandomNumberEdit = lazyScreen(() => import('./PaymentRandomNumberEdit').then((module) => module.PaymentRandomNumberEdit));
