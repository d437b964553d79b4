import type { LabelDisplayedRowsArgs } from '@mui/material/TablePagination';
import type { Translate } from '@i18n/translate';
import { formatNumber } from '@/format/number';

/** A pager's '1-20 / 총 1,261건', with separators (MUI and react-admin pass the bare numbers). */
export const displayedRows =
  (t: Translate) =>
  ({ from, to, count }: LabelDisplayedRowsArgs): string =>
    t('workspace.displayedRows', { from: formatNumber(from), to: formatNumber(to), count: formatNumber(count === -1 ? to : count) });
