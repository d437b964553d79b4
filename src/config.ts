/**
 * Deployment settings read once at start-up: the API base, the hosts of the store-owner
 * variant (VITE_STORE_HOSTS) and the site variant they select (spec §1: title and styling only).
 */
export { apiBase } from '@/http/httpClient';

export type SiteVariant = 'hq' | 'store';

/**
 * Without VITE_STORE_HOSTS the store-owner variant answers on `store.localhost` (any port): a
 * browser resolves it to this machine, so QA and the e2e suite reach both variants of one build
 * (docs/decisions.md "Sign-in and session"). No real deployment is served from that name.
 */
export const DEFAULT_STORE_HOSTS = 'store.localhost';

/** 'a.example.com, B.example.com:8080' -> ['a.example.com', 'b.example.com'] (lower case, no port). */
export function parseHosts(value: string): string[] {
  return value
    .split(',')
    .map((host) => host.trim().toLowerCase().replace(/:\d+$/, ''))
    .filter(Boolean);
}

/** Hosts (lower case, no port) that serve the store-owner variant. */
export const storeHosts: readonly string[] = parseHosts(import.meta.env.VITE_STORE_HOSTS ?? DEFAULT_STORE_HOSTS);

export function siteVariantOf(hostname: string, hosts: readonly string[] = storeHosts): SiteVariant {
  return hosts.includes(hostname.toLowerCase()) ? 'store' : 'hq';
}

export const siteVariant: SiteVariant = typeof window === 'undefined' ? 'hq' : siteVariantOf(window.location.hostname);
