import { Component, type ReactNode } from 'react';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, Button, Paper, Typography } from '@mui/material';
import { Loading } from 'react-admin';
import { useT } from '@i18n/translate';
import { isChunkLoadError } from './loadChunk';
import { TopProgressBar } from './ProgressBar';

/** What a lazy screen shows while its script loads: the top progress bar and react-admin's loader. */
export function LazyFallback() {
  return (
    <>
      <TopProgressBar />
      <Loading />
    </>
  );
}

/** The Korean message with a reload button that replaces a screen whose script did not load. */
export function ChunkLoadFailure() {
  const t = useT();
  return (
    <Paper variant="outlined" role="alert" data-testid="chunk-load-failure" sx={{ mt: 2, p: 4, textAlign: 'center' }}>
      <ErrorOutlineIcon color="error" sx={{ fontSize: 48 }} />
      <Typography component="h2" variant="h6" sx={{ mt: 1 }}>
        {t('frame.chunk.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {t('frame.chunk.message')}
      </Typography>
      <Box>
        <Button variant="contained" startIcon={<RefreshIcon />} onClick={() => window.location.reload()}>
          {t('frame.chunk.reload')}
        </Button>
      </Box>
    </Paper>
  );
}

interface BoundaryState {
  error: unknown;
}

/**
 * Catches a lazy screen's load failure and shows ChunkLoadFailure instead of a blank page. Any
 * other error goes on to react-admin's own error page (the layout's boundary).
 */
export class ChunkBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: undefined };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error };
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    if (!isChunkLoadError(error)) throw error;
    return <ChunkLoadFailure />;
  }
}
