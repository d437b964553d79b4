import { useListContext } from 'react-admin';
import { LoadingBar } from '@/layout/LoadingBar';
import { preloadable } from '@/layout/preloadable';
import { useScreen } from '../ScreenContext';

// recharts comes with the first list that has a chart to draw, never with the first page.
const GraphChart = preloadable(
  () => import('../charts/GraphChart').then((module) => module.GraphChart),
  () => <LoadingBar label="marketing.chart.loading" />,
).View;

const isPoint = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && 'x' in value;

/**
 * The declared chart of a list (issue 15 item 8), drawn from the reply's `graphList` above the
 * table; nothing without a declaration, or when the reply has no points.
 */
export function ListChart() {
  const screen = useScreen();
  const { meta } = useListContext();
  const chart = screen.chart;
  const raw: unknown = (meta as { graphList?: unknown } | undefined)?.graphList;
  const points = Array.isArray(raw) ? raw.filter(isPoint) : [];
  if (!chart || points.length === 0) return null;
  const fieldOf = (source: string) => screen.fields.find((field) => field.source === source);
  const stackField = chart.stackBy ? fieldOf(chart.stackBy) : undefined;
  const series = stackField
    ? (stackField.choices ?? []).map((choice) => ({ key: String(choice.id), name: choice.name }))
    : chart.measures.map((source) => ({ key: source, name: fieldOf(source)?.label ?? source }));
  const won = chart.measures.every((source) => fieldOf(source)?.kind === 'won');
  return <GraphChart chart={chart} points={points} series={series} xField={fieldOf(chart.x)} won={won} title={screen.label} />;
}
