import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sources } from '../helpers/sources';

/**
 * One workspace shell (issue 33 item 4): the bespoke workspaces compose
 * `src/screens/shared/WorkspaceShell.tsx` (panel, the record's read, loading and failure, the
 * action bar) instead of building the frame again.
 */
const SCREENS = join(__dirname, '..', '..', 'src', 'screens');
const FRAME = /\b(ShowBase|TopToolbar)\b/;

describe('workspace shell', () => {
  it('is the only bespoke screen code building the frame (ShowBase, TopToolbar)', () => {
    const framing = [...sources(SCREENS)]
      .map((path) => relative(SCREENS, path))
      .filter((path) => !path.startsWith('generic'))
      .filter((path) => FRAME.test(readFileSync(join(SCREENS, path), 'utf8')));
    expect(framing).toEqual(['shared/WorkspaceShell.tsx']);
  });
});
