import Stack from '@mui/material/Stack';
import { formatNumber } from '@/format';
import { BlockedNotes } from '@/screens/shared/BlockedNotes';
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
  if (!useCanHandleCases()) return null;
  return (
    <Stack spacing={0.5} alignItems="flex-end">
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap justifyContent="flex-end" role="toolbar" aria-label={t('eDream.case.actions.label')}>
        <TicketAction record={record} />
        <StampRefreshAction record={record} />
        <StoreAction record={record} />
        <AddressAction record={record} />
        <StampChangeAction record={record} />
        <SettingAction />
      </Stack>
      <BlockReasons record={record} />
    </Stack>
  );
}

/** Why a button of the bar is off (BlockedNotes). */
function BlockReasons({ record }: { record: EDreamCase }) {
  const t = useT();
  const { goal, ticket, place } = useCaseBlocks(record);
  return (
    <BlockedNotes
      notes={[
        ticket && t(`eDream.case.blocked.${ticket}`, { count: formatNumber(record.stampCnt), goal: formatNumber(goal ?? 0) }),
        place && t(`eDream.case.blocked.${place}`),
      ]}
    />
  );
}
