import { strFromU8, unzipSync } from 'fflate';

/**
 * A small .xlsx reader for the bulk upload's Web Worker (no DOM there, so no DOMParser): the first
 * sheet's cells as strings and numbers, row by row (a blank cell is ''). It reads what Excel,
 * LibreOffice, exceljs and the console's own template write: shared strings, inline strings,
 * numbers and booleans. fflate is already the export's (docs/decisions.md 2026-11-29): exceljs
 * would add about 1 MB to the worker for the same rows.
 */

export type SheetCell = string | number;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

const decode = (text: string) =>
  text.replace(/&(#x[0-9a-fA-F]+|#\d+|amp|lt|gt|quot|apos);/g, (_match, name: string) =>
    name.startsWith('#x')
      ? String.fromCodePoint(parseInt(name.slice(2), 16))
      : name.startsWith('#')
        ? String.fromCodePoint(Number(name.slice(1)))
        : (ENTITIES[name] ?? ''),
  );

/** The text of a string item (`<si>` / `<is>`): its `<t>` runs, phonetic runs (`<rPh>`) left out. */
const textOf = (xml: string) =>
  [...xml.replace(/<rPh\b[\s\S]*?<\/rPh>/g, '').matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>|<t(?:\s[^>]*)?\/>/g)].map((match) => decode(match[1] ?? '')).join('');

/** 'AB12' -> 27 (zero-based column). */
function columnIndex(ref: string): number {
  let index = 0;
  for (const char of ref) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    index = index * 26 + (code - 64);
  }
  return index - 1;
}

function firstSheetPath(files: Record<string, Uint8Array>): string {
  const workbook = files['xl/workbook.xml'] ? strFromU8(files['xl/workbook.xml']) : '';
  const rels = files['xl/_rels/workbook.xml.rels'] ? strFromU8(files['xl/_rels/workbook.xml.rels']) : '';
  const rid = /<sheet\b[^>]*\br:id="([^"]+)"/.exec(workbook)?.[1];
  const relation = rid ? [...rels.matchAll(/<Relationship\b[^>]*>/g)].map((match) => match[0]).find((tag) => tag.includes(` Id="${rid}"`)) : undefined;
  const target = relation ? /\bTarget="([^"]+)"/.exec(relation)?.[1] : undefined;
  if (!target) return 'xl/worksheets/sheet1.xml';
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
}

/** The first sheet's rows (index 0 is the sheet's row 1), or throws when the bytes are not an .xlsx. */
export function readFirstSheet(bytes: Uint8Array): SheetCell[][] {
  const files = unzipSync(bytes, { filter: (file) => file.name.startsWith('xl/') });
  const sheetPath = firstSheetPath(files);
  const sheet = files[sheetPath];
  if (!sheet) throw new Error('no sheet');
  const shared = files['xl/sharedStrings.xml']
    ? [...strFromU8(files['xl/sharedStrings.xml']).matchAll(/<si>([\s\S]*?)<\/si>/g)].map((match) => textOf(match[1]))
    : [];
  const rows: SheetCell[][] = [];
  const xml = strFromU8(sheet);
  for (const rowMatch of xml.matchAll(/<row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    const rowNumber = Number(/\br="(\d+)"/.exec(rowMatch[1])?.[1] ?? rows.length + 1);
    const cells: SheetCell[] = [];
    for (const cellMatch of (rowMatch[2] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attributes = cellMatch[1];
      const body = cellMatch[2] ?? '';
      const ref = /\br="([A-Z]+)\d+"/.exec(attributes)?.[1];
      const index = ref ? columnIndex(ref) : cells.length;
      const type = /\bt="(\w+)"/.exec(attributes)?.[1] ?? 'n';
      const raw = /<v>([\s\S]*?)<\/v>/.exec(body)?.[1];
      let value: SheetCell = '';
      if (type === 's') value = shared[Number(raw)] ?? '';
      else if (type === 'inlineStr') value = textOf(body);
      else if (type === 'str' || type === 'e') value = decode(raw ?? '');
      else if (type === 'b') value = raw === '1' ? 'TRUE' : 'FALSE';
      else if (raw !== undefined && raw !== '') value = Number(raw);
      while (cells.length < index) cells.push('');
      cells[index] = typeof value === 'string' ? value.trim() : value;
    }
    while (rows.length < rowNumber - 1) rows.push([]);
    rows[rowNumber - 1] = cells;
  }
  return rows;
}
