import LinearProgress from '@mui/material/LinearProgress';
import { useT, type AppKey } from '@i18n/translate';

/** A part of a screen still loading (a chart, the editor): an indeterminate bar read out as `label`. */
export function LoadingBar({ label }: { label: AppKey }) {
  const t = useT();
  return <LinearProgress aria-label={t(label)} />;
}
