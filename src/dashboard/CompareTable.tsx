import { TableBody, TableCell, TableHead, TableRow, useTheme, type Theme } from '@mui/material';
import { useT } from '@i18n/translate';
import { formatNumber } from '@/format/number';
import { figure, type PeriodPair } from './response';
import type { RowDefinition } from './sections';
import { FigureTable, MissingPeriods, NoData, PeriodHeading } from './Section';
import { changeOf, type PeriodLabels, type Trend } from './text';

/**
 * Counts of the current period against the previous one, with the change: the app member status
 * and the stamp tables. A missing period shows '-' in its column and a note; both missing, no data.
 */
/** Korean convention: a rise in red, a fall in blue (the theme's, readable as text in either mode). */
const trendColor = (theme: Theme, trend: Trend): string =>
  ({ up: theme.palette.error.main, down: theme.palette.info.main, flat: theme.palette.text.secondary })[trend];

export interface CompareTableProps {
  label: string;
  testId: string;
  rows: readonly RowDefinition[];
  pair: PeriodPair;
  periods: PeriodLabels;
}

const countText = (value: number | undefined) => (value === undefined ? '-' : formatNumber(value));

export function CompareTable({ label, testId, rows, pair, periods }: CompareTableProps) {
  const t = useT();
  const theme = useTheme();
  const [current, previous] = pair;
  if (!current && !previous) return <NoData />;
  return (
    <>
      <FigureTable label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{t('dashboard.column.item')}</TableCell>
            <TableCell align="right">
              <PeriodHeading period={periods[0]} />
            </TableCell>
            <TableCell align="right">
              <PeriodHeading period={periods[1]} />
            </TableCell>
            <TableCell align="right">{t('dashboard.column.change')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody data-testid={testId}>
          {rows.map((row) => {
            const [now, before] = [figure(current, row.key), figure(previous, row.key)];
            const change = changeOf(now, before);
            return (
              <tr key={row.key} data-key={row.key}>
                <th scope="row">{t(row.label)}</th>
                <td className="align-right">{countText(now)}</td>
                <td className="align-right">{countText(before)}</td>
                <td className="align-right" style={change.trend ? { color: trendColor(theme, change.trend) } : undefined}>
                  {change.text}
                </td>
              </tr>
            );
          })}
        </TableBody>
      </FigureTable>
      <MissingPeriods pair={pair} periods={periods} />
    </>
  );
}
