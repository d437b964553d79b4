import { useCallback, useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import RefreshIcon from '@mui/icons-material/Refresh';
import RemoveIcon from '@mui/icons-material/Remove';
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, CircularProgress, Collapse, IconButton, Paper, Typography } from '@mui/material';
import { useRefresh } from 'react-admin';
import { useT } from '@i18n/translate';
import { PANEL_RELOAD_SPINNER_MS } from './constants';

/**
 * Reload: refetches every query of the page (react-admin's refresh invalidates them) and keeps
 * the spinner up for 2000 ms (spec §9), so the operator sees that it happened.
 */
export function usePanelReload(spinnerMs = PANEL_RELOAD_SPINNER_MS): { reloading: boolean; reload: () => void } {
  const refresh = useRefresh();
  const [reloading, setReloading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const reload = useCallback(() => {
    clearTimeout(timer.current);
    setReloading(true);
    refresh();
    timer.current = setTimeout(() => setReloading(false), spinnerMs);
  }, [refresh, spinnerMs]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return { reloading, reload };
}

function PanelButton({ label, icon, onClick, disabled }: { label: string; icon: ReactElement; onClick: () => void; disabled?: boolean }) {
  return (
    <IconButton size="small" color="inherit" aria-label={label} title={label} onClick={onClick} disabled={disabled}>
      {icon}
    </IconButton>
  );
}

export interface PanelProps {
  title: ReactNode;
  children: ReactNode;
}

/**
 * The frame of a list or detail page's content (spec §2 "Common frame"): a heading with the
 * title and four buttons. Expand shows the panel over the whole window (Escape leaves), collapse
 * folds the body away (kept mounted: filters and form values stay), reload refetches the data
 * behind a spinner, remove closes the panel (with a button to open it again).
 */
export function Panel({ title, children }: PanelProps) {
  const t = useT();
  const [fullScreen, setFullScreen] = useState(false);
  const [collapsed, setCollapsed] = useState(false);
  const [removed, setRemoved] = useState(false);
  const { reloading, reload } = usePanelReload();

  useEffect(() => {
    if (!fullScreen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setFullScreen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [fullScreen]);

  if (removed) {
    return (
      <Paper variant="outlined" data-testid="panel-removed" sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 2, py: 1.5, mt: 1 }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {t('frame.panel.removed')}
        </Typography>
        <Button size="small" onClick={() => setRemoved(false)}>
          {t('frame.panel.restore')}
        </Button>
      </Paper>
    );
  }

  return (
    <Paper
      data-testid="panel"
      data-fullscreen={fullScreen}
      data-collapsed={collapsed}
      variant="outlined"
      sx={[
        { mt: 1, mb: 2, overflow: 'hidden', display: 'flex', flexDirection: 'column' },
        fullScreen && { position: 'fixed', inset: 0, m: 0, zIndex: (theme) => theme.zIndex.drawer + 50, borderRadius: 0 },
      ]}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          pl: 2,
          pr: 1,
          py: 0.5,
          bgcolor: (theme) => (theme.palette.mode === 'dark' ? 'grey.900' : 'grey.800'),
          color: 'common.white',
        }}
      >
        <Typography component="h2" variant="subtitle2" noWrap sx={{ flex: 1, fontWeight: 700 }}>
          {title}
        </Typography>
        <PanelButton
          label={t(fullScreen ? 'frame.panel.exitFullscreen' : 'frame.panel.fullscreen')}
          icon={fullScreen ? <FullscreenExitIcon fontSize="small" /> : <FullscreenIcon fontSize="small" />}
          onClick={() => setFullScreen(!fullScreen)}
        />
        <PanelButton label={t('frame.panel.reload')} icon={<RefreshIcon fontSize="small" />} onClick={reload} disabled={reloading} />
        <PanelButton
          label={t(collapsed ? 'frame.panel.expand' : 'frame.panel.collapse')}
          icon={collapsed ? <AddIcon fontSize="small" /> : <RemoveIcon fontSize="small" />}
          onClick={() => setCollapsed(!collapsed)}
        />
        <PanelButton label={t('frame.panel.remove')} icon={<CloseIcon fontSize="small" />} onClick={() => setRemoved(true)} />
      </Box>
      <Collapse in={!collapsed} sx={fullScreen ? { flex: 1, overflow: 'auto' } : undefined}>
        <Box
          sx={{
            position: 'relative',
            px: { xs: 1, sm: 2 },
            pb: 2,
            // The react-admin view inside draws no card of its own: the panel is the card.
            '& .RaList-content, & .RaShow-card, & .RaEdit-card, & .RaCreate-card': { boxShadow: 'none' },
          }}
        >
          {children}
          {reloading && (
            <Box
              data-testid="panel-reloading"
              sx={{
                position: 'absolute',
                inset: 0,
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                bgcolor: 'action.disabledBackground',
                zIndex: 3,
              }}
            >
              <CircularProgress aria-label={t('frame.panel.reloading')} />
            </Box>
          )}
        </Box>
      </Collapse>
    </Paper>
  );
}
