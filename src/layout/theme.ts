import { lightBlue, red, teal } from '@mui/material/colors';
import { koKR } from '@mui/material/locale';
import { darken, lighten, type Theme } from '@mui/material/styles';
import { deepmerge } from '@mui/utils';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { siteTheme } from '@/auth/siteTheme';
import { SIDEBAR_CLOSED_WIDTH, SIDEBAR_WIDTH } from './constants';
import { colorModePreference, usePreference, type ColorMode } from './preferences';

/**
 * The console's themes (spec §1, §9): teal by default, dark mode off until the operator turns it
 * on (remembered per browser), no gradient, fixed header and sidebar (Layout), a Korean font
 * stack of system fonts (nothing is downloaded), MUI's own Korean texts. The host's variant
 * changes only the accent (src/auth/siteTheme.ts: coffee brown on the store-owner site); the
 * header takes the accent, darkened in dark mode.
 */

/** Korean first: fonts the operators' machines have (Windows, macOS, Linux), then any sans-serif. */
export const FONT_FAMILY = [
  'Pretendard',
  '"Noto Sans KR"',
  '"Apple SD Gothic Neo"',
  '"Malgun Gothic"',
  '"맑은 고딕"',
  '"Noto Sans CJK KR"',
  'NanumGothic',
  'sans-serif',
].join(', ');

/** The header: the accent colour, no gradient; darkened in dark mode. */
const headerStyle = ({ theme }: { theme: Theme }) => ({
  backgroundColor: theme.palette.mode === 'dark' ? darken(theme.palette.primary.main, 0.6) : theme.palette.primary.main,
  backgroundImage: 'none',
  color: theme.palette.common.white,
});

function consoleTheme(mode: ColorMode): RaThemeOptions {
  const dark = mode === 'dark';
  return {
    palette: {
      mode,
      primary: dark
        ? { main: teal[300], dark: teal[500], light: teal[100], contrastText: '#0b1f1d' }
        : // teal 700: white text on it and it on white or the page background reach 4.5:1 (WCAG AA; teal 600 was 4.31)
          { main: teal[700], dark: teal[900], light: teal[400], contrastText: '#fff' },
      secondary: dark ? { main: teal[200], contrastText: '#0b1f1d' } : { main: teal[800], contrastText: '#fff' },
      // The status colours where MUI's miss 4.5:1 (WCAG AA) as text on white or the page, or with
      // white text on them: an orange darkened (MUI's #ed6c02 was 3.1:1: 분실 신고), light blue 800
      // (MUI's #0288d1 was 3.9:1: an info chip); in dark mode a lighter red (MUI's #f44336 on the paper was 4.3:1).
      ...(dark ? { error: { main: red[300] } } : { warning: { main: '#b25102', contrastText: '#fff' }, info: { main: lightBlue[800], contrastText: '#fff' } }),
      background: dark ? { default: '#16191c', paper: '#1f2428' } : { default: '#f3f5f6', paper: '#fff' },
    },
    sidebar: { width: SIDEBAR_WIDTH, closedWidth: SIDEBAR_CLOSED_WIDTH },
    typography: {
      fontFamily: FONT_FAMILY,
      h5: { fontWeight: 700, letterSpacing: '-0.01em' },
      h6: { fontWeight: 700 },
    },
    components: {
      MuiCssBaseline: {
        // Korean breaks between words, not inside them.
        styleOverrides: { body: { wordBreak: 'keep-all', overflowWrap: 'break-word' } },
      },
      // A button's Korean label stays on one line (a field's 중복 확인 beside it broke in two).
      MuiButton: { styleOverrides: { root: { whiteSpace: 'nowrap' } } },
      // Gradient off: no elevation overlay on dark surfaces either.
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      // react-admin puts a row checkbox's aria-label on MUI's root span; it belongs on the input.
      MuiCheckbox: {
        defaultProps: {
          slotProps: {
            root: () => ({ 'aria-label': undefined }),
            input: (ownerState: { 'aria-label'?: string }) => ({ 'aria-label': ownerState['aria-label'] }),
          },
        },
      },
      // A disabled field's helper text stays as readable as any other (text.secondary, not
      // text.disabled: 2.67:1 on white, under WCAG's 4.5:1). Here disabled mostly means read-only:
      // react-admin draws a readOnly input as a disabled TextField, and GenericForm disables the
      // whole form for a viewer without 수정; what the helper says (a format, what to do next)
      // still holds. The label and the value keep MUI's disabled grey; an error keeps its red.
      MuiFormHelperText: {
        styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ '&.Mui-disabled:not(.Mui-error)': { color: theme.palette.text.secondary } }) },
      },
      // The bar over a list with rows selected: react-admin tints it with the accent, on which its
      // red 삭제 and accent 상태 변경 read 4.0–4.3:1; a lighter tint keeps them over 4.5:1.
      RaBulkActionsToolbar: {
        styleOverrides: {
          root: ({ theme }: { theme: Theme }) => ({
            '& .RaBulkActionsToolbar-toolbar': {
              backgroundColor: theme.palette.mode === 'dark' ? theme.palette.background.paper : lighten(theme.palette.primary.light, 0.94),
            },
          }),
        },
      },
      MuiAppBar: {
        defaultProps: { elevation: 0, color: 'primary', enableColorOnDark: true },
        styleOverrides: { root: headerStyle },
      },
    },
  };
}

function build(mode: ColorMode): RaThemeOptions {
  const base = mode === 'dark' ? defaultDarkTheme : defaultLightTheme;
  return siteTheme(deepmerge(deepmerge(base, consoleTheme(mode)), koKR));
}

export const lightTheme: RaThemeOptions = build('light');
export const darkTheme: RaThemeOptions = build('dark');
/** The default theme (light teal). */
export const theme = lightTheme;

/** The theme the operator chose in this browser (the header's toggle): `<Admin theme={useConsoleTheme()}>`. */
export function useConsoleTheme(): RaThemeOptions {
  const [mode] = usePreference(colorModePreference);
  return mode === 'dark' ? darkTheme : lightTheme;
}
