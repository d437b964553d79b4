import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useState } from 'react';
import { useT } from '@i18n/translate';
import { AccountSection } from './sections/AccountSection';
import { CallLogSection } from './sections/CallLogSection';
import { DatabaseSection } from './sections/DatabaseSection';
import { FaultSection } from './sections/FaultSection';
import { ScenarioSection } from './sections/ScenarioSection';
import type { Notice } from './sections/types';
import { useMockState } from './useMockState';

export interface QaWorkbenchProps {
  open: boolean;
  onClose: () => void;
  /** Opens a page of the console anew (an account switch); a test gives its own. */
  reload?: (path: string) => void;
}

const reloadPage = (path: string) => window.location.assign(`${import.meta.env.BASE_URL}${path}`);

/** The QA workbench: a drawer over the console, on the mock's control (docs/qa.md "The QA workbench"). */
export function QaWorkbench({ open, onClose, reload = reloadPage }: QaWorkbenchProps) {
  const t = useT();
  const state = useMockState();
  const [notice, setNotice] = useState<Notice>();
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', md: 640 } } } }}>
      <Box data-testid="qa-workbench" role="region" aria-label={t('qa.title')} sx={{ p: 2 }}>
        <Stack direction="row" alignItems="center" justifyContent="space-between">
          <Typography variant="h6" component="h2">
            {t('qa.title')}
          </Typography>
          <IconButton aria-label={t('qa.close')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Stack>
        {notice && (
          <Alert severity={notice.severity} onClose={() => setNotice(undefined)} sx={{ my: 1 }}>
            {notice.text}
          </Alert>
        )}
        <Stack spacing={2} divider={<Divider flexItem />} sx={{ mt: 1 }}>
          <AccountSection state={state} notify={setNotice} reload={reload} />
          <DatabaseSection state={state} notify={setNotice} />
          <FaultSection state={state} notify={setNotice} />
          <ScenarioSection state={state} notify={setNotice} />
          <CallLogSection state={state} notify={setNotice} />
        </Stack>
      </Box>
    </Drawer>
  );
}
