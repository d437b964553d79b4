import { brown } from '@mui/material/colors';
import { deepmerge } from '@mui/utils';
import type { RaThemeOptions } from 'react-admin';
import { siteVariant, type SiteVariant } from '@/config';

/**
 * The host's styling (spec §1, §6: the host changes only the title and the styling). Head office
 * keeps the teal theme; the store-owner site takes a coffee-brown accent, so an operator with
 * both open never mistakes one for the other.
 */
export const STORE_ACCENT = { main: brown[600], dark: brown[800], light: brown[300], contrastText: '#fff' } as const;
/** Dark mode's brown: light enough to read on the dark paper (brown 600 there was 2.1:1), as teal 300 is for head office. */
export const STORE_ACCENT_DARK = { main: brown[200], dark: brown[300], light: brown[100], contrastText: '#1b1210' } as const;

export function siteTheme(base: RaThemeOptions, variant: SiteVariant = siteVariant): RaThemeOptions {
  if (variant === 'hq') return base;
  const dark = base.palette?.mode === 'dark';
  return deepmerge(base, {
    palette: dark
      ? { primary: STORE_ACCENT_DARK, secondary: { main: brown[100], contrastText: '#1b1210' } }
      : { primary: STORE_ACCENT, secondary: { main: brown[800], contrastText: '#fff' } },
  });
}
