import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cruise } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

/**
 * Light deep links (issue 35 item 3, `deepLinkJsRatio` ≤ 1.5): a list, a form or a detail opened
 * in a new document loads what it shows first; menus, dialogs, choosers and the inputs of other
 * screens come when used. These are the modules each generic screen loads with it (its static
 * imports; a dynamic import loads later), and what must stay out of them.
 */
async function staticModules(entry: string): Promise<string[]> {
  const { output } = await cruise([entry], {
    includeOnly: '^(src|resources|i18n)/',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  });
  if (typeof output === 'string') throw new Error('dependency-cruiser answered text');
  const edges = new Map(
    output.modules.map((module) => [
      module.source,
      module.dependencies
        .filter((dependency) => !dependency.dynamic && !dependency.dependencyTypes.includes('type-only'))
        .map((dependency) => dependency.resolved),
    ]),
  );
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length > 0) {
    const source = stack.pop() ?? '';
    if (seen.has(source)) continue;
    seen.add(source);
    stack.push(...(edges.get(source) ?? []));
  }
  return [...seen];
}

const GENERIC = 'src/screens/generic';

/** What no generic screen loads before it is used. */
const WHEN_USED = [
  `${GENERIC}/list/views/SavedViewsMenuBody.tsx`, // 저장된 검색's menu and 관리 dialog
  `${GENERIC}/list/views/SaveViewDialog.tsx`, // 검색 조건 저장's dialog
  `${GENERIC}/list/views/ColumnsChooser.tsx`, // 표시 항목's chooser
  `${GENERIC}/list/ExcelExportRun.tsx`, // 엑셀 다운로드's reader, dialogs and worker client
  `${GENERIC}/export/listExport.ts`,
  `${GENERIC}/bulk/BulkUploadDialog.tsx`, // 엑셀 일괄등록
  `${GENERIC}/inputs/autocomplete.ts`, // MUI's Autocomplete (react-admin's AutocompleteInput)
  `${GENERIC}/inputs/AttachmentsInput.tsx`,
  `${GENERIC}/form/TabbedDeclaredForm.tsx`, // MUI's tabs, for long forms only
  'src/layout/lookup/LookupDialog.tsx', // Ctrl+K
];

/** What a form or a detail never loads with it: the list's own pieces. */
const LIST_ONLY = [`${GENERIC}/list/DateRangeFilter.tsx`, `${GENERIC}/list/ListFailures.tsx`, `${GENERIC}/list/views/useSavedViews.ts`];

describe('what a generic screen opened by a link loads with it', () => {
  it('a list: its default saved view is read with it; the menus, dialogs and choosers are not', { timeout: 60_000 }, async () => {
    const modules = await staticModules(`${GENERIC}/GenericList.tsx`);
    expect(modules).toContain(`${GENERIC}/list/views/SavedViewsMenu.tsx`);
    expect(modules).toContain(`${GENERIC}/list/views/useSavedViews.ts`);
    expect(modules).toContain(`${GENERIC}/list/ExcelExportButton.tsx`);
    expect(modules).toContain(`${GENERIC}/list/BulkUploadButton.tsx`);
    expect(modules.filter((source) => WHEN_USED.includes(source))).toEqual([]);
  });

  it('a form or a detail: neither those nor the list pieces', { timeout: 60_000 }, async () => {
    for (const entry of ['GenericCreate.tsx', 'GenericEdit.tsx', 'GenericShow.tsx']) {
      const modules = await staticModules(`${GENERIC}/${entry}`);
      expect(modules, entry).toContain(`${GENERIC}/kinds/index.ts`);
      expect(
        modules.filter((source) => WHEN_USED.includes(source) || LIST_ONLY.includes(source)),
        entry,
      ).toEqual([]);
    }
  });

  it("no generic module takes react-admin's ReferenceInput or AutocompleteInput, which bring MUI's Autocomplete", () => {
    const sources = readdirSync(GENERIC, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && file !== join('inputs', 'autocomplete.ts'))
      .map((file) => join(GENERIC, file));
    expect(sources.length).toBeGreaterThan(50);
    const offenders = sources.filter((source) =>
      /import\s*{[^}]*\b(ReferenceInput|AutocompleteInput)\b[^}]*}\s*from\s*'react-admin'/.test(readFileSync(source, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
