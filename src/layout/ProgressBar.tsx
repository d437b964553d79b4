import { LinearProgress, Portal } from '@mui/material';
import { useLoading } from 'react-admin';
import { useT } from '@i18n/translate';
import { PROGRESS_BAR_HEIGHT } from './constants';

/**
 * The 3 px bar fixed at the very top of the window (spec §9), above the header and the drawer:
 * in a portal on <body>, so no stacking context of the page can hide it.
 */
export function TopProgressBar() {
  const t = useT();
  return (
    <Portal>
      <LinearProgress
        data-testid="progress-bar"
        aria-label={t('frame.loading')}
        sx={{ position: 'fixed', top: 0, left: 0, right: 0, height: PROGRESS_BAR_HEIGHT, zIndex: (theme) => theme.zIndex.tooltip + 1 }}
      />
    </Portal>
  );
}

/** The bar while react-admin has a query or a mutation in flight. */
export function RequestProgress() {
  return useLoading() ? <TopProgressBar /> : null;
}
