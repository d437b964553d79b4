import { formatNumber } from '@/format';
import { ActionBar } from '@/screens/shared/ActionBar';
import { useT } from '@i18n/translate';
import { AddressAction } from './actions/AddressAction';
import { SettingAction } from './actions/SettingAction';
import { StampChangeAction } from './actions/StampChangeAction';
import { StampRefreshAction } from './actions/StampRefreshAction';
import { StoreAction } from './actions/StoreAction';
import { TicketAction } from './actions/TicketAction';
import type { EDreamCase } from './types';
import { useCaseBlocks } from './useCaseBlocks';
import { useCanHandleCases } from './useEDreamActions';

/** The case's action bar, shown with the modify flag of 0409 (쿠폰 취소 is on each coupon of its section). */
export function EDreamCaseActions({ record }: { record: EDreamCase }) {
  const t = useT();
  const canHandle = useCanHandleCases();
  const { goal, ticket, place } = useCaseBlocks(record);
  if (!canHandle) return null;
  const notes = [
    ticket && t(`eDream.case.blocked.${ticket}`, { count: formatNumber(record.stampCnt), goal: formatNumber(goal ?? 0) }),
    place && t(`eDream.case.blocked.${place}`),
  ];
  return (
    <ActionBar label={t('eDream.case.actions.label')} notes={notes}>
      <TicketAction record={record} />
      <StampRefreshAction record={record} />
      <StoreAction record={record} />
      <AddressAction record={record} />
      <StampChangeAction record={record} />
      <SettingAction />
    </ActionBar>
  );
}
