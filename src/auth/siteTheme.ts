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

export function siteTheme(base: RaThemeOptions, variant: SiteVariant = siteVariant): RaThemeOptions {
  if (variant === 'hq') return base;
  return deepmerge(base, { palette: { primary: STORE_ACCENT, secondary: { main: brown[800], contrastText: '#fff' } } });
}
