import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useT } from '@i18n/translate';
import { memberOrderColumns, ORDER_KIND } from '@resources/members/memberOrders';
import { PagedTable } from '@/screens/generic/PagedTable';
import { RecordLink } from '@/screens/shared/RecordLink';
import { pagedTableProps } from '@/screens/generic/usePagedQuery';
import type { MemberRecord } from '../types';
import { useMemberOrders, useOrderChoices } from './useMemberOrders';

/**
 * 주문: the member's orders of every kind (주문, 예약, 구독) in one paged list, newest first, any
 * period unless one is chosen; the order number opens the order's own detail.
 */
export function OrderTab({ member }: { member: MemberRecord }) {
  const t = useT();
  const { kind, period, setKind, setPeriod, reset, kinds } = useOrderChoices();
  const paged = useMemberOrders(member.cusId, kind, period);
  const dateField = (side: 'from' | 'to') => (
    <TextField
      type="date"
      size="small"
      name={side === 'from' ? 'orderDtFrom' : 'orderDtTo'}
      label={t(side === 'from' ? 'member.orders.from' : 'member.orders.to')}
      value={period[side]}
      onChange={(event) => setPeriod({ ...period, [side]: event.target.value })}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: side === 'from' ? { max: period.to || undefined } : { min: period.from || undefined } }}
    />
  );
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
        <TextField
          select
          size="small"
          name="orderKind"
          label={t('member.orders.kind')}
          value={kind}
          onChange={(event) => setKind(kinds.find((choice) => choice === event.target.value) ?? 'all')}
          sx={{ minWidth: 120 }}
        >
          {kinds.map((choice) => (
            <MenuItem key={choice} value={choice}>
              {t(`member.orders.${choice}`)}
            </MenuItem>
          ))}
        </TextField>
        {dateField('from')}
        {dateField('to')}
        <Button onClick={reset} disabled={kind === 'all' && !period.from && !period.to}>
          {t('member.orders.reset')}
        </Button>
      </Stack>
      <PagedTable
        label={t('member.orders.table')}
        columns={memberOrderColumns}
        rowKey="orderNo"
        {...pagedTableProps(paged)}
        renderCell={(column, row) =>
          column.source === 'orderNo' ? (
            <RecordLink resource={String(row[ORDER_KIND])} id={String(row.orderNo)}>
              {String(row.orderNo)}
            </RecordLink>
          ) : undefined
        }
      />
    </Stack>
  );
}
