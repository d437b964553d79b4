import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { LegendPayload } from 'recharts';

export interface ChartLegendProps {
  /** Given by recharts' `<Legend content={<ChartLegend />}>`: the series, sorted by its `itemSorter`. */
  payload?: readonly LegendPayload[];
  formatter?: (value: LegendPayload['value'], entry: LegendPayload, index: number) => ReactNode;
}

/**
 * A chart's legend: each series' colour and name. recharts' own names every icon '… legend icon'
 * in English for screen readers, and paints the names in the series colour (the dashboard's light
 * White would not read); here the icon is decoration and the name is in the text colour.
 */
export function ChartLegend({ payload = [], formatter }: ChartLegendProps) {
  return (
    <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 2, listStyle: 'none', m: 0, p: 0 }}>
      {payload
        .filter((entry) => entry.type !== 'none')
        .map((entry, index) => (
          <Box component="li" key={String(entry.value)} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, typography: 'body2' }}>
            <Box component="span" aria-hidden sx={{ width: 12, height: entry.type === 'line' ? 3 : 12, bgcolor: entry.color, flexShrink: 0 }} />
            {formatter ? formatter(entry.value, entry, index) : entry.value}
          </Box>
        ))}
    </Box>
  );
}
