import { resolve } from 'node:path';

/** Where component tests leave the calls they made (tests/coverage/record.ts). */
export const CALLS_DIR = resolve(import.meta.dirname, '../../test-results/calls');
