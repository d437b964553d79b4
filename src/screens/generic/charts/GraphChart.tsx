import { useTheme } from '@mui/material';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartLegend } from '@/screens/shared/ChartLegend';
import { useT } from '@i18n/translate';
import type { ChartDeclaration, FieldDeclaration } from '@/declarations/types';
import { formatNumber, formatWon } from '@/format';

export interface GraphSeries {
  key: string;
  name: string;
}

export interface GraphChartProps {
  chart: ChartDeclaration;
  /** The reply's graphList, x ascending. */
  points: Record<string, unknown>[];
  series: GraphSeries[];
  /** The x field (its label names the axis) and whether the measures are won. */
  xField: FieldDeclaration | undefined;
  won: boolean;
  title: string;
}

const COLORS = ['#6d4c41', '#1976d2', '#2e7d32', '#ed6c02', '#9c27b0', '#00838f'];

/** A list's graphList drawn with recharts (this module is the lazy chunk that brings recharts). */
export function GraphChart({ chart, points, series, xField, won, title }: GraphChartProps) {
  const t = useT();
  const { palette } = useTheme();
  const tick = { fill: palette.text.secondary, fontSize: 12 };
  const value = (amount: unknown) => (won ? formatWon(amount) : formatNumber(amount));
  const yLabel = won ? t('marketing.chart.wonAxis') : t('marketing.chart.countAxis');
  const axes = (
    <>
      <CartesianGrid vertical={false} strokeDasharray="3 3" stroke={palette.divider} />
      <XAxis
        dataKey="x"
        tick={tick}
        stroke={palette.divider}
        label={{ value: xField?.label ?? '', position: 'insideBottom', offset: -4, fill: palette.text.secondary, fontSize: 12 }}
        height={44}
      />
      <YAxis
        tick={tick}
        width={88}
        stroke={palette.divider}
        tickFormatter={(amount: number) => formatNumber(amount)}
        label={{ value: yLabel, angle: -90, position: 'insideLeft', fill: palette.text.secondary, fontSize: 12 }}
      />
      <Tooltip
        formatter={(amount) => value(amount)}
        contentStyle={{ background: palette.background.paper, borderColor: palette.divider }}
        labelStyle={{ color: palette.text.primary }}
      />
      <Legend verticalAlign="top" height={28} content={<ChartLegend />} />
    </>
  );
  return (
    <figure style={{ margin: '8px 16px 0' }} aria-label={t('marketing.chart.label', { title })}>
      <ResponsiveContainer width="100%" height={260} initialDimension={{ width: 720, height: 260 }}>
        {chart.kind === 'stackedBar' ? (
          <BarChart data={points} margin={{ top: 4, right: 16, bottom: 8, left: 8 }}>
            {axes}
            {series.map((one, index) => (
              <Bar key={one.key} dataKey={one.key} name={one.name} stackId="stack" fill={COLORS[index % COLORS.length]} isAnimationActive={false} />
            ))}
          </BarChart>
        ) : (
          <LineChart data={points} margin={{ top: 4, right: 16, bottom: 8, left: 8 }}>
            {axes}
            {series.map((one, index) => (
              <Line
                key={one.key}
                dataKey={one.key}
                name={one.name}
                stroke={COLORS[index % COLORS.length]}
                dot={points.length < 40}
                type="monotone"
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        )}
      </ResponsiveContainer>
    </figure>
  );
}
