#!/usr/bin/env node
// After `vite build` (production): the QA workbench (src/qa/) and the mock's control must not be in
// the bundle. Run by `npm run build` (its `build:bundle` half); `node scripts/check-prod-bundle.mjs [dist]`. docs/qa.md.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Strings only the workbench and the mock's control carry (test ids, the global hook). */
const MARKERS = ['qa-workbench', 'qa-open', '__mock', 'mock-fault-rules'];

const dir = process.argv[2] ?? 'dist';
const files = [];
const walk = (path) => {
  for (const name of readdirSync(path)) {
    const full = join(path, name);
    if (statSync(full).isDirectory()) walk(full);
    else if (/\.(js|mjs|html)$/.test(name)) files.push(full);
  }
};
walk(dir);
const found = files.flatMap((file) => {
  const text = readFileSync(file, 'utf8');
  return MARKERS.filter((marker) => text.includes(marker)).map((marker) => `${file}: ${marker}`);
});
if (files.length === 0) {
  console.error(`${dir}: no build output to check`);
  process.exit(2);
}
if (found.length) {
  console.error(`the production build carries the QA workbench or the mock:\n${found.join('\n')}`);
  process.exit(1);
}
console.log(`${dir}: ${files.length} files, no QA workbench or mock control`);
