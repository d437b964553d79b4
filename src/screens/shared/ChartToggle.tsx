import BarChartIcon from '@mui/icons-material/BarChart';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useId, type ReactNode } from 'react';
import { useStore } from 'react-admin';
import { useT } from '@i18n/translate';

export interface ChartToggleProps {
  /** Where the choice is kept (react-admin's store), e.g. 'sales.chartShown'. */
  storeKey: string;
  /** Asks for the chart's script early (hover, focus). */
  preload: () => void;
  /** The chart, rendered only while shown. */
  children: ReactNode;
}

/**
 * '그래프 보기' / '그래프 닫기' over a chart (issue 35): recharts comes when the operator asks for
 * the chart, not with the screen a link opened. The choice is kept per screen, so one who always
 * wants the chart gets it at once after the first time.
 */
export function ChartToggle({ storeKey, preload, children }: ChartToggleProps) {
  const t = useT();
  const [shown, setShown] = useStore(storeKey, false);
  const region = useId();
  return (
    <Box>
      <Button
        size="small"
        startIcon={<BarChartIcon />}
        aria-expanded={shown}
        aria-controls={region}
        onClick={() => setShown(!shown)}
        onPointerEnter={preload}
        onFocus={preload}
      >
        {t(shown ? 'content.chart.hide' : 'content.chart.show')}
      </Button>
      <Box id={region}>{shown && children}</Box>
    </Box>
  );
}
