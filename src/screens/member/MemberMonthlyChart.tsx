import { useTheme } from '@mui/material';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartLegend } from '@/screens/shared/ChartLegend';
import { useT } from '@i18n/translate';
import { formatNumber, formatWon } from '@/format';
import type { MemberMonth } from '@/types/records';

/** The member's orders and payments by month of the year (recharts, loaded with this module only). */
export function MemberMonthlyChart({ months }: { months: readonly MemberMonth[] }) {
  const t = useT();
  const { palette } = useTheme();
  const data = months.map((row) => ({ ...row, label: t('member.statistics.month', { month: Number(row.month.slice(5)) }) }));
  const tick = { fill: palette.text.secondary, fontSize: 12 };
  return (
    <figure style={{ margin: '16px 0 0' }} aria-label={t('member.statistics.chart')}>
      <ResponsiveContainer width="100%" height={220} initialDimension={{ width: 560, height: 220 }}>
        <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid vertical={false} strokeDasharray="3 3" stroke={palette.divider} />
          <XAxis dataKey="label" tick={tick} tickLine={false} stroke={palette.divider} />
          <YAxis yAxisId="count" allowDecimals={false} tick={tick} width={32} stroke={palette.divider} />
          <YAxis yAxisId="amount" orientation="right" tick={tick} width={72} stroke={palette.divider} tickFormatter={(value: number) => formatNumber(value)} />
          <Tooltip
            formatter={(value, name) => (name === t('member.statistics.chartAmount') ? formatWon(value) : formatNumber(value))}
            contentStyle={{ background: palette.background.paper, borderColor: palette.divider }}
            labelStyle={{ color: palette.text.primary }}
          />
          <Legend content={<ChartLegend />} />
          <Bar yAxisId="count" dataKey="orderCnt" name={t('member.statistics.chartOrders')} fill={palette.primary.main} barSize={18} />
          <Line yAxisId="amount" dataKey="payAmt" name={t('member.statistics.chartAmount')} stroke={palette.secondary.main} dot={false} type="monotone" />
        </ComposedChart>
      </ResponsiveContainer>
    </figure>
  );
}
