/**
 * What the build gives react-admin for `jsonexport` (its CSV exporter's writer, 3 kB gzip on every
 * list, form and detail): the console never exports CSV. Every list passes `exporter={false}` and
 * '엑셀 다운로드' writes .xlsx in a worker (src/screens/generic/export), so react-admin's
 * `defaultExporter` is never called; if it ever were, this says why instead of writing a file.
 * Aliased in vite.config.ts (issue 35 item 3: light deep links).
 */
export default function jsonExport(): never {
  throw new Error('CSV export is not part of this console: lists export .xlsx (엑셀 다운로드).');
}
