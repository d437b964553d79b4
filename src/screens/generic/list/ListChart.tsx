import { useListContext } from 'react-admin';
import { LoadingBar } from '@/layout/LoadingBar';
import { preloadable } from '@/layout/preloadable';
import { ChartToggle } from '../../shared/ChartToggle';
import { chartPoints } from '../charts/points';
import { useScreen } from '../ScreenContext';
import { listGraph } from './listMeta';

// recharts comes when the operator asks for the chart (ChartToggle), never with the list.
const graph = preloadable(
  () => import('../charts/GraphChart').then((module) => module.GraphChart),
  () => <LoadingBar label="marketing.chart.loading" />,
);
const GraphChart = graph.View;

/**
 * The declared chart of a list (issue 15 item 8), drawn from the reply's `graphList` above the
 * table once '그래프 보기' is pressed: points keyed by `x` or by the declared x field, one per x
 * (charts/points.ts); nothing without a declaration, or when the reply has no such points.
 */
export function ListChart() {
  const screen = useScreen();
  const { meta } = useListContext();
  const chart = screen.chart;
  if (!chart) return null;
  const fieldOf = (source: string) => screen.fields.find((field) => field.source === source);
  const stackField = chart.stackBy ? fieldOf(chart.stackBy) : undefined;
  const series = stackField
    ? (stackField.choices ?? []).map((choice) => ({ key: String(choice.id), name: choice.name }))
    : chart.measures.map((source) => ({ key: source, name: fieldOf(source)?.label ?? source }));
  const points = chartPoints(
    chart,
    series.map((one) => one.key),
    listGraph(meta),
  );
  if (points.length === 0) return null;
  const won = chart.measures.every((source) => fieldOf(source)?.kind === 'won');
  return (
    <ChartToggle storeKey={`${screen.name}.chartShown`} preload={graph.preload}>
      <GraphChart chart={chart} points={points} series={series} xField={fieldOf(chart.x)} won={won} title={screen.label} />
    </ChartToggle>
  );
}
