import type { ScreenDeclaration } from '@/declarations/types';
import { displayContents } from './display/banners';
import { limits } from './display/limits';
import { productDisplays } from './display/products';

/** 전시 관리 (area 02), in the order of spec §2. */
export const display: ScreenDeclaration[] = [...productDisplays, ...displayContents, ...limits];
