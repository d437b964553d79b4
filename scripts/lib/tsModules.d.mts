/** Types of tsModules.mjs for the TypeScript side (the seed plugin of vite.config.ts). */
export function tsModules(): Promise<{
  load: (id: string) => Promise<Record<string, unknown>>;
  close: () => Promise<void>;
}>;

export function parseArgs(argv: readonly string[]): Record<string, string>;
