import { useTheme } from '@mui/material';
import { Bar, BarChart, CartesianGrid, LabelList, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartLegend } from '@/screens/shared/ChartLegend';
import { useT } from '@i18n/translate';
import { barLabel, LEVEL_COLORS, LEVELS, type LevelRow } from './levels';
import { monthText } from './text';

/**
 * The member level chart (spec §2 item 2, §9): one stacked 100 % bar per month, Blue, White and
 * Welcome, y axis 0–100 with ticks every 20, labels only for shares of 10 or more, a legend.
 * recharts is loaded with this module only (LevelSection imports it lazily).
 */

export const Y_TICKS = [0, 20, 40, 60, 80, 100];

const percent = (value: unknown) => `${String(value)}%`;

/** Legend and tooltip list the series in their own order (Blue, White, Welcome), not by name. */
const seriesOrder = (item: { dataKey?: unknown }) => LEVELS.findIndex((level) => level === item.dataKey);

export interface LevelChartProps {
  rows: readonly LevelRow[];
  /** Fixed size before the browser measures the container (and in tests, where nothing is measured). */
  initialWidth?: number;
}

export default function LevelChart({ rows, initialWidth = 520 }: LevelChartProps) {
  const t = useT();
  const { palette } = useTheme();
  const data = rows.map((row) => ({ ...row, label: monthText(row.month) }));
  const tick = { fill: palette.text.secondary, fontSize: 13 };
  return (
    <ResponsiveContainer width="100%" height={320} initialDimension={{ width: initialWidth, height: 320 }}>
      <BarChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: 0 }} barCategoryGap="28%">
        <CartesianGrid vertical={false} strokeDasharray="3 3" stroke={palette.divider} />
        <XAxis dataKey="label" tickLine={false} tick={tick} stroke={palette.divider} />
        <YAxis domain={[0, 100]} ticks={Y_TICKS} allowDataOverflow tickFormatter={percent} width={48} tick={tick} stroke={palette.divider} />
        <Tooltip
          formatter={percent}
          itemSorter={seriesOrder}
          cursor={{ fill: palette.action.hover }}
          contentStyle={{ background: palette.background.paper, borderColor: palette.divider }}
          labelStyle={{ color: palette.text.primary }}
          itemStyle={{ color: palette.text.primary }}
        />
        <Legend verticalAlign="bottom" itemSorter={seriesOrder} content={<ChartLegend />} />
        {LEVELS.map((level) => (
          <Bar key={level} dataKey={level} name={t(`dashboard.levels.${level}`)} stackId="levels" fill={LEVEL_COLORS[level].fill} isAnimationActive={false}>
            <LabelList dataKey={level} position="center" formatter={barLabel} fill={LEVEL_COLORS[level].label} fontSize={13} />
          </Bar>
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
