import { rmSync } from 'node:fs';
import { CALLS_DIR } from '../coverage/paths';

/** A fresh record of the component tests' calls for each run (the call-coverage check reads it after). */
export default function setup(): void {
  if (process.env.CALL_CHECK !== '1') rmSync(CALLS_DIR, { recursive: true, force: true });
}
