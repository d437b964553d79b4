import type { ScreenDeclaration } from '@/declarations/types';
import { memberAccounts } from './members/accounts';
import { memberPolicies } from './members/policies';

/** 회원 관리 (area 07), in the order of spec §2. */
export const members: ScreenDeclaration[] = [...memberAccounts, ...memberPolicies];
