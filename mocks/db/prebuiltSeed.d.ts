/** The seed built at build time (demo build only; null elsewhere): scripts/vite/prebuiltSeed.ts. */
declare module 'virtual:prebuilt-seed' {
  export const prebuiltSeed: { json: string; version: string } | null;
}
