import { TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useT, type AppKey } from '@i18n/translate';
import { formatNumber } from '@/format/number';
import { LEVELS, type LevelRow, type Triple } from './levels';
import { FigureTable } from './Section';
import { monthText } from './text';

/** The member counts behind the level chart's shares, per level and month ('-' for a month without data). */
const ROWS: readonly { key: string; label: AppKey; count: (counts: Triple) => number }[] = [
  ...LEVELS.map((level, index) => ({ key: level, label: `dashboard.levels.${level}` as const, count: (counts: Triple) => counts[index] })),
  { key: 'TOTAL', label: 'dashboard.levels.total', count: (counts: Triple) => counts[0] + counts[1] + counts[2] },
];

export function LevelCounts({ rows }: { rows: readonly LevelRow[] }) {
  const t = useT();
  return (
    <FigureTable label={t('dashboard.levels.counts')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('dashboard.levels.counts')}</TableCell>
          {rows.map((row) => (
            <TableCell key={row.month} align="right">
              {monthText(row.month)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody data-testid="dashboard-level-counts">
        {ROWS.map((line) => (
          <tr key={line.key} data-key={line.key}>
            <th scope="row">{t(line.label)}</th>
            {rows.map((row) => (
              <td key={row.month} className="align-right">
                {row.counts ? formatNumber(line.count(row.counts)) : '-'}
              </td>
            ))}
          </tr>
        ))}
      </TableBody>
    </FigureTable>
  );
}
