import { TableBody, TableCell, TableHead, TableRow, useTheme } from '@mui/material';
import { useT } from '@i18n/translate';
import { formatNumber, formatWon } from '@/format/number';
import { figure, type PeriodPair } from './response';
import { USAGE_COLUMNS, type RowDefinition } from './sections';
import { FigureTable, MissingPeriods, NoData, PeriodHeading } from './Section';
import type { PeriodLabels } from './text';

/**
 * Users, count and amount (won) per row for both periods: the payment sales and service usage
 * tables. A missing period shows '-' in its columns and a note; both missing, no data.
 */
export interface UsageTableProps {
  label: string;
  testId: string;
  rows: readonly RowDefinition[];
  pair: PeriodPair;
  periods: PeriodLabels;
}

function cellText(value: number | undefined, won: boolean): string {
  if (value === undefined) return '-';
  return won ? formatWon(value) : formatNumber(value);
}

export function UsageTable({ label, testId, rows, pair, periods }: UsageTableProps) {
  const t = useT();
  const theme = useTheme();
  if (!pair[0] && !pair[1]) return <NoData />;
  const divider = { borderLeft: 1, borderColor: 'divider' } as const;
  // the same line on a plain body cell (plainRowsSx), as an inline style
  const bodyDivider = { borderLeft: '1px solid', borderColor: theme.palette.divider };
  return (
    <>
      <FigureTable label={label}>
        <TableHead>
          <TableRow>
            <TableCell rowSpan={2}>{t('dashboard.column.item')}</TableCell>
            {periods.map((period) => (
              <TableCell key={period.label} colSpan={USAGE_COLUMNS.length} align="center" sx={divider}>
                <PeriodHeading period={period} />
              </TableCell>
            ))}
          </TableRow>
          <TableRow>
            {periods.map((period) =>
              USAGE_COLUMNS.map((column, index) => (
                <TableCell key={`${period.label}-${column.suffix}`} align="right" sx={index === 0 ? divider : undefined}>
                  {t(column.label)}
                </TableCell>
              )),
            )}
          </TableRow>
        </TableHead>
        <TableBody data-testid={testId}>
          {rows.map((row) => (
            <tr key={row.key} data-key={row.key}>
              <th scope="row">{t(row.label)}</th>
              {pair.map((figures, period) =>
                USAGE_COLUMNS.map((column, index) => (
                  <td key={`${period}-${column.suffix}`} className="align-right" style={index === 0 ? bodyDivider : undefined}>
                    {cellText(figure(figures, `${row.key}_${column.suffix}`), column.won)}
                  </td>
                )),
              )}
            </tr>
          ))}
        </TableBody>
      </FigureTable>
      <MissingPeriods pair={pair} periods={periods} />
    </>
  );
}
