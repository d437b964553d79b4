/**
 * Deployment settings read once at start-up: the API base, the hosts of the store-owner
 * variant (VITE_STORE_HOSTS) and the site variant they select (spec §1: title and styling only).
 */
export { apiBase } from '@/http/httpClient';

export type SiteVariant = 'hq' | 'store';

/** Hosts (lower case, no port) that serve the store-owner variant. */
export const storeHosts: readonly string[] = (import.meta.env.VITE_STORE_HOSTS ?? '')
  .split(',')
  .map((host) => host.trim().toLowerCase())
  .filter(Boolean);

export function siteVariantOf(hostname: string, hosts: readonly string[] = storeHosts): SiteVariant {
  return hosts.includes(hostname.toLowerCase()) ? 'store' : 'hq';
}

export const siteVariant: SiteVariant = typeof window === 'undefined' ? 'hq' : siteVariantOf(window.location.hostname);

