// The layer diagram of docs/architecture.md, drawn from the rules' own list of layers
// (scripts/architecture/layers.cjs): `--write` puts it in, `--check` (npm run lint) fails when stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const { layers, mock } = createRequire(import.meta.url)('./layers.cjs');
const DOC = new URL('../../docs/architecture.md', import.meta.url);
const START = '<!-- layers: drawn by scripts/architecture/diagram.mjs from scripts/architecture/layers.cjs -->';
const END = '<!-- /layers -->';

export function diagram() {
  const top = [...layers].reverse();
  const nodes = top.map((layer) => `  ${layer.name}["<b>${layer.name}</b><br/>${layer.places.join(' ')}<br/><i>${layer.what}</i>"]`);
  const edges = top.slice(0, -1).map((layer, index) => `  ${layer.name} --> ${top[index + 1].name}`);
  const mockNode = `  ${mock.name}["<b>${mock.name}</b><br/>${mock.places.join(' ')}<br/><i>${mock.what}</i>"]`;
  const mockEdges = mock.uses.map((name) => `  ${mock.name} -.-> ${name}`);
  return ['```mermaid', 'flowchart TB', ...nodes, ...edges, mockNode, ...mockEdges, '```'].join('\n');
}

const doc = readFileSync(DOC, 'utf8');
const start = doc.indexOf(START);
const end = doc.indexOf(END);
if (start < 0 || end < start) throw new Error(`docs/architecture.md has no ${START} … ${END} block`);
const next = `${doc.slice(0, start + START.length)}\n${diagram()}\n${doc.slice(end)}`;
if (process.argv.includes('--write')) writeFileSync(DOC, next);
else if (next !== doc) {
  console.error('docs/architecture.md: the layer diagram differs from scripts/architecture/layers.cjs; run node scripts/architecture/diagram.mjs --write');
  process.exit(1);
}
