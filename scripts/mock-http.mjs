#!/usr/bin/env node
// The mock backend over HTTP: `npm run mock:http -- --port 8787 [--host 127.0.0.1] [--static dist]`.
// docs/qa.md "The mock over HTTP". Stops on Ctrl+C.
import { parseArgs, tsModules } from './lib/tsModules.mjs';

const args = parseArgs(process.argv.slice(2));
const modules = await tsModules();
const { startHttpMock } = await modules.load('/mocks/http/server.ts');
const mock = await startHttpMock({ port: Number(args.port ?? 8787), host: args.host ?? '127.0.0.1', staticDir: args.static });
console.log(`모의 백엔드(HTTP): ${mock.url}/api${args.static ? ` (정적 파일: ${args.static})` : ''}`);
const stop = async () => {
  await mock.close();
  await modules.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
