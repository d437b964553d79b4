import { teal } from '@mui/material/colors';
import { koKR } from '@mui/material/locale';
import { deepmerge } from '@mui/utils';
import { defaultTheme, type RaThemeOptions } from 'react-admin';

/**
 * The console's theme (spec §1, §9): teal, light only (no dark mode), sidebar 234 px, and MUI's
 * own Korean texts (pagination, autocomplete, alerts). A later issue polishes the styling.
 */
export const SIDEBAR_WIDTH = 234;
export const SIDEBAR_CLOSED_WIDTH = 56;

const consoleTheme: RaThemeOptions = {
  palette: {
    mode: 'light',
    primary: { main: teal[600], dark: teal[800], light: teal[300], contrastText: '#fff' },
    secondary: { main: teal[800], contrastText: '#fff' },
  },
  sidebar: { width: SIDEBAR_WIDTH, closedWidth: SIDEBAR_CLOSED_WIDTH },
  typography: {
    fontFamily: ['"Noto Sans KR"', '"Malgun Gothic"', '"Apple SD Gothic Neo"', 'Roboto', 'sans-serif'].join(','),
  },
};

export const theme: RaThemeOptions = deepmerge(deepmerge(defaultTheme, consoleTheme), koKR);
