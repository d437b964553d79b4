import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { ExcelCell } from '../kinds/types';

/**
 * A streaming .xlsx writer (one sheet) with no DOM and no React: it runs in the export's Web
 * Worker (excelWorker.ts) and, where there is no Worker (jsdom), in the page. The sheet's XML is
 * written and deflated page by page (fflate), so memory follows a page of rows and the
 * compressed file, never the whole sheet as objects or text. Strings are inline (no shared
 * string table growing with the file); column widths are measured on the header and the first
 * page of rows, which must be known before the sheet's rows start.
 */

export type XlsxValue = string | number | Date | null;

export interface XlsxColumn {
  header: string;
  cell: ExcelCell;
}

export interface XlsxSpec {
  /** The sheet's name (already valid for Excel). */
  sheet: string;
  creator: string;
  columns: XlsxColumn[];
  /** The format of a number with decimals in a number column. */
  decimalFormat: string;
  /** Small sheets of text after the first (a bulk upload template's allowed codes), each with its header row first. */
  extraSheets?: ReadonlyArray<{ name: string; rows: ReadonlyArray<readonly string[]> }>;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const TEXT_FMT_ID = 49; // '@', built in
const BUILT_IN_FORMATS: Record<string, number> = { '@': TEXT_FMT_ID, '#,##0': 3, '0': 1 };
const MS_PER_DAY = 86_400_000;
/** 1970-01-01 as an Excel serial day (the 1900 date system). */
const UNIX_EPOCH_SERIAL = 25_569;
const MAX_WIDTH = 60;
/** Rows the column widths are measured on (a page of the export). */
const WIDTH_SAMPLE = 5000;

const escapeXml = (text: string) =>
  text
    // characters XML 1.0 cannot carry
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

const widthOf = (text: string) => [...text].reduce((sum, char) => sum + (char.charCodeAt(0) > 0xff ? 2 : 1), 0);

function shownWidth(value: XlsxValue, cell: ExcelCell): number {
  if (value === null) return 0;
  if (value instanceof Date) return cell.type === 'date' ? cell.numFmt.length : 10;
  if (typeof value === 'number') return value.toLocaleString('ko-KR').length;
  return Math.max(...value.split('\n').map(widthOf));
}

/** The cell formats the sheet uses (cellXfs), found by what they hold. */
class Styles {
  private readonly formats = new Map<string, number>();
  private readonly xfs: string[] = ['<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>'];
  private readonly keys = new Map<string, number>();

  style(numFmt: string, bold = false, align?: 'right'): number {
    const key = `${numFmt}\u0000${bold}\u0000${align ?? ''}`;
    const known = this.keys.get(key);
    if (known !== undefined) return known;
    const fmtId = BUILT_IN_FORMATS[numFmt] ?? this.customFormat(numFmt);
    const alignment = align ? `<alignment horizontal="${align}"/>` : '';
    this.xfs.push(
      `<xf numFmtId="${fmtId}" fontId="${bold ? 1 : 0}" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"${bold ? ' applyFont="1"' : ''}${align ? ' applyAlignment="1"' : ''}>${alignment}</xf>`,
    );
    this.keys.set(key, this.xfs.length - 1);
    return this.xfs.length - 1;
  }

  private customFormat(numFmt: string): number {
    const known = this.formats.get(numFmt);
    if (known !== undefined) return known;
    const id = 164 + this.formats.size;
    this.formats.set(numFmt, id);
    return id;
  }

  xml(): string {
    const formats = [...this.formats].map(([code, id]) => `<numFmt numFmtId="${id}" formatCode="${escapeXml(code)}"/>`).join('');
    return (
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
      (this.formats.size ? `<numFmts count="${this.formats.size}">${formats}</numFmts>` : '') +
      '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
      '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
      '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
      '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
      `<cellXfs count="${this.xfs.length}">${this.xfs.join('')}</cellXfs>` +
      '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>'
    );
  }
}

interface ColumnStyles {
  plain: number;
  decimal: number;
  bold: number;
  boldDecimal: number;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

function packageFiles(spec: XlsxSpec, styles: Styles): Array<[string, string]> {
  const extra = spec.extraSheets ?? [];
  const now = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
  return [
    [
      '[Content_Types].xml',
      `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>${extra.map((_, index) => `<Override PartName="/xl/worksheets/sheet${index + 2}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`).join('')}<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/><Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/></Types>`,
    ],
    [
      '_rels/.rels',
      `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/><Relationship Id="rId3" Type="${REL_NS}/extended-properties" Target="docProps/app.xml"/></Relationships>`,
    ],
    [
      'docProps/app.xml',
      `${XML_HEAD}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"><Application>Microsoft Excel</Application></Properties>`,
    ],
    [
      'docProps/core.xml',
      `${XML_HEAD}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><dc:creator>${escapeXml(spec.creator)}</dc:creator><dcterms:created xsi:type="dcterms:W3CDTF">${now}</dcterms:created><dcterms:modified xsi:type="dcterms:W3CDTF">${now}</dcterms:modified></cp:coreProperties>`,
    ],
    [
      'xl/workbook.xml',
      `${XML_HEAD}<workbook xmlns="${NS}" xmlns:r="${REL_NS}"><bookViews><workbookView/></bookViews><sheets><sheet name="${escapeXml(spec.sheet)}" sheetId="1" r:id="rId1"/>${extra.map((sheet, index) => `<sheet name="${escapeXml(sheet.name)}" sheetId="${index + 2}" r:id="rId${index + 3}"/>`).join('')}</sheets></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/>${extra.map((_, index) => `<Relationship Id="rId${index + 3}" Type="${REL_NS}/worksheet" Target="worksheets/sheet${index + 2}.xml"/>`).join('')}</Relationships>`,
    ],
    ['xl/styles.xml', styles.xml()],
  ];
}

/** Writes one sheet: `addRows` page by page, then `finish` (the 합계 line, if any) gives the file. */
export class XlsxStreamWriter {
  private readonly chunks: Uint8Array[] = [];
  private readonly zip: Zip;
  private readonly sheetEntry = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 1 });
  private readonly letters: string[];
  private readonly columnStyles: ColumnStyles[];
  private readonly headerStyle: number;
  private readonly totalsLabelStyle: number;
  private failure: Error | undefined;
  private started = false;
  private sample: XlsxValue[][] = [];
  private rowNumber = 0;

  constructor(private readonly spec: XlsxSpec) {
    this.zip = new Zip((error, data) => {
      if (error) this.failure = error;
      else this.chunks.push(data);
    });
    const styles = new Styles();
    this.headerStyle = styles.style('@', true);
    this.totalsLabelStyle = this.headerStyle;
    this.columnStyles = spec.columns.map(({ cell }) => {
      const numFmt = cell.type === 'text' ? '@' : cell.numFmt;
      const align = cell.type === 'number' ? cell.align : undefined;
      const decimal = cell.type === 'number' ? spec.decimalFormat : numFmt;
      return {
        plain: styles.style(numFmt, false, align),
        decimal: styles.style(decimal, false, align),
        bold: styles.style(numFmt, true, align),
        boldDecimal: styles.style(decimal, true, align),
      };
    });
    this.letters = spec.columns.map((_, index) => columnLetters(index));
    for (const [name, text] of packageFiles(spec, styles)) {
      const entry = new ZipPassThrough(name);
      this.zip.add(entry);
      entry.push(strToU8(text), true);
    }
    this.zip.add(this.sheetEntry);
  }

  /** Writes rows (the first `WIDTH_SAMPLE` are held until the column widths are measured on them). */
  addRows(rows: readonly XlsxValue[][]): void {
    if (this.started) {
      this.writeRows(rows);
      return;
    }
    this.sample.push(...rows);
    if (this.sample.length >= WIDTH_SAMPLE) this.startWithSample();
  }

  /** Ends the sheet (with the bold 합계 line under the rows) and the file. */
  finish(totals?: readonly XlsxValue[]): Blob {
    if (!this.started) this.startWithSample();
    this.push(`${totals ? this.rowXml(totals, true) : ''}</sheetData></worksheet>`, true);
    (this.spec.extraSheets ?? []).forEach((sheet, index) => {
      const entry = new ZipDeflate(`xl/worksheets/sheet${index + 2}.xml`, { level: 1 });
      this.zip.add(entry);
      entry.push(strToU8(this.textSheetXml(sheet.rows)), true);
    });
    this.zip.end();
    if (this.failure) throw this.failure;
    return new Blob(this.chunks as BlobPart[], { type: XLSX_TYPE });
  }

  /** A small sheet of text cells, its first row bold (the extra sheets). */
  private textSheetXml(rows: ReadonlyArray<readonly string[]>): string {
    const data = rows
      .map(
        (cells, rowIndex) =>
          `<row r="${rowIndex + 1}">${cells.map((text, index) => `<c r="${columnLetters(index)}${rowIndex + 1}" t="inlineStr"${rowIndex === 0 ? ` s="${this.headerStyle}"` : ''}><is><t xml:space="preserve">${escapeXml(text)}</t></is></c>`).join('')}</row>`,
      )
      .join('');
    const widths = (rows[0] ?? []).map((_, index) => Math.min(Math.max(...rows.map((cells) => widthOf(cells[index] ?? ''))) + 2, MAX_WIDTH));
    const cols = widths.map((width, index) => `<col min="${index + 1}" max="${index + 1}" width="${width}" customWidth="1"/>`).join('');
    return `${XML_HEAD}<worksheet xmlns="${NS}" xmlns:r="${REL_NS}">${cols ? `<cols>${cols}</cols>` : ''}<sheetData>${data}</sheetData></worksheet>`;
  }

  private startWithSample(): void {
    const sample = this.sample;
    this.sample = [];
    this.start(sample);
    this.writeRows(sample);
  }

  private writeRows(rows: readonly XlsxValue[][]): void {
    if (rows.length) this.push(rows.map((values) => this.rowXml(values, false)).join(''));
  }

  private start(firstRows: readonly XlsxValue[][]): void {
    this.started = true;
    const cols = this.spec.columns
      .map(({ header, cell }, index) => {
        const width = Math.min(firstRows.reduce((widest, row) => Math.max(widest, shownWidth(row[index], cell)), widthOf(header)) + 2, MAX_WIDTH);
        return `<col min="${index + 1}" max="${index + 1}" width="${width}" customWidth="1" style="${this.columnStyles[index].plain}"/>`;
      })
      .join('');
    const header = this.spec.columns.map(({ header: text }, index) => this.cellXml(index, 1, text, this.headerStyle)).join('');
    this.rowNumber = 1;
    this.push(
      `${XML_HEAD}<worksheet xmlns="${NS}" xmlns:r="${REL_NS}"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>` +
        `<sheetFormatPr defaultRowHeight="15"/>${cols ? `<cols>${cols}</cols>` : ''}<sheetData><row r="1" s="${this.headerStyle}" customFormat="1">${header}</row>`,
    );
  }

  private rowXml(values: readonly XlsxValue[], bold: boolean): string {
    this.rowNumber += 1;
    const row = this.rowNumber;
    let cells = '';
    values.forEach((value, index) => {
      const styles = this.columnStyles[index];
      if (!styles) return;
      const decimal = typeof value === 'number' && !Number.isInteger(value);
      const style = bold
        ? index === 0 && typeof value === 'string'
          ? this.totalsLabelStyle
          : decimal
            ? styles.boldDecimal
            : styles.bold
        : decimal
          ? styles.decimal
          : styles.plain;
      cells += this.cellXml(index, row, value, style);
    });
    // a bold line is bold as a row too (Excel's row style, read by exceljs as the row's font)
    return bold ? `<row r="${row}" s="${this.totalsLabelStyle}" customFormat="1">${cells}</row>` : `<row r="${row}">${cells}</row>`;
  }

  private cellXml(index: number, row: number, value: XlsxValue, style: number): string {
    const ref = `${this.letters[index]}${row}`;
    if (value === null || value === '') return `<c r="${ref}" s="${style}"/>`;
    if (typeof value === 'number') return Number.isFinite(value) ? `<c r="${ref}" s="${style}"><v>${value}</v></c>` : `<c r="${ref}" s="${style}"/>`;
    if (value instanceof Date) return `<c r="${ref}" s="${style}"><v>${value.getTime() / MS_PER_DAY + UNIX_EPOCH_SERIAL}</v></c>`;
    const space = /^\s|\s$/.test(value) ? ' xml:space="preserve"' : '';
    return `<c r="${ref}" s="${style}" t="inlineStr"><is><t${space}>${escapeXml(value)}</t></is></c>`;
  }

  private push(text: string, final = false): void {
    this.sheetEntry.push(strToU8(text), final);
    if (this.failure) throw this.failure;
  }
}
