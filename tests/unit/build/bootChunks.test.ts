import { describe, expect, it } from 'vitest';
import { planGroups, type PlannedChunk } from '../../../scripts/vite/bootChunks';

const at = (path: string) => `/repo/${path}`;
const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false): PlannedChunk => ({
  fileName,
  isEntry,
  imports,
  moduleIds: moduleIds.map(at),
});

/** A first build shaped as the console's: an entry, the pages' roots, shared files, a screen. */
const FIRST_BUILD = [
  chunk('index.js', ['src/app/main.tsx'], ['runtime.js'], true),
  chunk('runtime.js', ['rolldown-runtime']),
  chunk('start.js', ['src/app/start.ts'], ['http.js']),
  chunk('client.js', ['node_modules/react-dom/client.js'], ['react.js']),
  chunk('react.js', ['node_modules/react/index.js']),
  chunk('http.js', ['src/http/httpClient.ts']),
  chunk('SignInApp.js', ['src/app/SignInApp.tsx', 'src/auth/LoginPage.tsx'], ['mui.js']),
  chunk('mui.js', ['node_modules/@mui/material/Button/Button.js'], ['react.js']),
  chunk('App.js', ['src/app/App.tsx', 'src/app/signedIn.tsx'], ['mui.js', 'frame.js']),
  chunk('frame.js', ['src/providers/authProvider.ts', 'src/app/readAhead.ts']),
  chunk('Layout.js', ['src/layout/Layout.tsx'], ['popper.js']),
  chunk('popper.js', ['node_modules/@mui/material/Popper/Popper.js']),
  chunk('dataProvider.js', ['src/providers/dataProvider/index.ts']),
  chunk('GenericList.js', ['src/screens/generic/GenericList.tsx'], ['popper.js', 'table.js']),
  chunk('table.js', ['node_modules/@mui/material/Table/Table.js']),
];

const groupOf = (chunks: PlannedChunk[]) => {
  const [group] = planGroups(chunks);
  return (path: string) => group.name(at(path));
};

describe('the boot chunks plan (scripts/vite/bootChunks.ts)', () => {
  it('puts what the sign-in page and the console both load in boot, what only the console loads in console', () => {
    const group = groupOf(FIRST_BUILD);
    expect(group('src/app/start.ts')).toBe('boot');
    expect(group('src/http/httpClient.ts')).toBe('boot');
    expect(group('node_modules/react/index.js')).toBe('boot');
    expect(group('node_modules/@mui/material/Button/Button.js')).toBe('boot');
    expect(group('src/app/App.tsx')).toBe('console');
    expect(group('src/providers/authProvider.ts')).toBe('console');
    expect(group('src/layout/Layout.tsx')).toBe('console');
    expect(group('node_modules/@mui/material/Popper/Popper.js')).toBe('console');
    expect(group('src/providers/dataProvider/index.ts')).toBe('console');
  });

  it('leaves the entry, the sign-in page’s own code and every screen’s own code where they were', () => {
    const group = groupOf(FIRST_BUILD);
    expect(group('src/app/main.tsx')).toBeNull();
    expect(group('rolldown-runtime')).toBeNull();
    expect(group('src/auth/LoginPage.tsx')).toBeNull();
    expect(group('src/screens/generic/GenericList.tsx')).toBeNull();
    expect(group('node_modules/@mui/material/Table/Table.js')).toBeNull();
  });

  it('fails the build when a page’s root is in no chunk (a renamed file)', () => {
    const withoutLayout = FIRST_BUILD.filter((one) => one.fileName !== 'Layout.js');
    expect(() => planGroups(withoutLayout)).toThrow('no chunk holds src/layout/Layout.tsx');
  });
});
