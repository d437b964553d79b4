import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { Fab, useScrollTrigger, Zoom } from '@mui/material';
import { useT } from '@i18n/translate';
import { SCROLL_TOP_THRESHOLD } from './constants';

/** The header's scroll-to-top button: appears once the page is scrolled (spec §2 "Common frame"). */
export function ScrollTopButton() {
  const t = useT();
  const scrolled = useScrollTrigger({ disableHysteresis: true, threshold: SCROLL_TOP_THRESHOLD });
  return (
    <Zoom in={scrolled}>
      <Fab
        size="small"
        color="primary"
        data-testid="scroll-top"
        aria-label={t('frame.scrollTop')}
        title={t('frame.scrollTop')}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        sx={{ position: 'fixed', right: 24, bottom: 24, zIndex: (theme) => theme.zIndex.speedDial }}
      >
        <KeyboardArrowUpIcon />
      </Fab>
    </Zoom>
  );
}
