// @ts-check
/**
 * `node tests/bench/check.mjs [bench-results.json]`: compares the last bench run to the
 * budgets (tests/bench/budgets.mjs), prints by how much each is met or missed, and exits 1
 * when one is missed or was not measured (2 when there is no result file).
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { checkBudgets, printVerdicts, RESULTS_FILE } from './budgets.mjs';

const file = process.argv[2] ? resolve(process.argv[2]) : RESULTS_FILE;
if (!existsSync(file)) {
  console.error(`${file} is missing: run \`npm run bench\` first.`);
  process.exit(2);
}
const results = JSON.parse(readFileSync(file, 'utf8'));
const machine = results.machine ?? {};
console.log(`bench-results of ${machine.date ?? '?'} (${machine.cores ?? '?'} cores, Node ${machine.node ?? '?'})`);
const verdicts = checkBudgets(results);
printVerdicts(verdicts);
process.exit(verdicts.some((v) => v.missed) ? 1 : 0);
