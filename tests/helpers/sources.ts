import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The repository's root, for tests that read its files. */
export const ROOT = join(__dirname, '..', '..');

/** The TypeScript sources (.ts, .tsx) under `dir`, depth first. */
export function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (/\.tsx?$/.test(entry.name)) yield path;
  }
}
