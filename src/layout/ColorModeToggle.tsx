import DarkModeIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeIcon from '@mui/icons-material/LightModeOutlined';
import { IconButton } from '@mui/material';
import { useT } from '@i18n/translate';
import { colorModePreference, usePreference } from './preferences';

/** The header's dark-mode switch: off by default (spec §1), remembered in this browser. */
export function ColorModeToggle() {
  const t = useT();
  const [mode, setMode] = usePreference(colorModePreference);
  const dark = mode === 'dark';
  const label = t(dark ? 'frame.darkOff' : 'frame.darkOn');
  return (
    <IconButton color="inherit" data-testid="dark-mode" aria-label={label} aria-pressed={dark} title={label} onClick={() => setMode(dark ? 'light' : 'dark')}>
      {dark ? <LightModeIcon /> : <DarkModeIcon />}
    </IconButton>
  );
}
