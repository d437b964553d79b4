#!/usr/bin/env node
// `npm run contract` writes docs/openapi.yaml; `npm run contract:check -- --base <url> [--user id --password pw]`
// checks a server against it (docs/api.md "The contract").
import { parseArgs, tsModules } from '../lib/tsModules.mjs';

const [command, ...rest] = process.argv.slice(2);
const modules = await tsModules();
let code = 0;
try {
  if (command === 'generate') (await modules.load('/scripts/contract/generate.ts')).main();
  else if (command === 'check') code = await (await modules.load('/scripts/contract/check.ts')).main(parseArgs(rest));
  else {
    console.error('usage: cli.mjs generate | check --base <url>');
    code = 2;
  }
} finally {
  await modules.close();
}
process.exit(code);
