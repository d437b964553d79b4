import { placeBlock, ticketBlock } from '@resources/marketing/eDreamRules';
import type { EDreamCase } from './types';
import { useEDreamSetting } from './useEDreamCase';

/** Why the case's 티켓 발급 and 매장/주소 변경 are off now (eDreamRules, which the server applies too). */
export function useCaseBlocks(record: EDreamCase) {
  const goal = useEDreamSetting().data?.goalStamp;
  return { goal, ticket: ticketBlock(record, goal ?? 0), place: placeBlock(record) };
}
