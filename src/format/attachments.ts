import { textOf } from './digits';

/** The name of one attachment, whether a string or `{ fileName | orgFileName | name | filePath }`; '' when none. */
export function attachmentName(item: unknown): string {
  if (typeof item === 'string') return item.trim();
  if (item && typeof item === 'object') {
    const record = item as Record<string, unknown>;
    return textOf(record.fileName ?? record.orgFileName ?? record.name ?? record.filePath);
  }
  return '';
}

/** Names of the attachments of a bag (anything but a list gives none). */
export function attachmentNames(value: unknown): string[] {
  return Array.isArray(value) ? value.map(attachmentName).filter(Boolean) : [];
}

/** A file size as people read it: '512B', '12.3KB', '1.2MB' ('' for what is not a size). */
export function formatFileSize(bytes: unknown): string {
  const size = typeof bytes === 'number' ? bytes : Number(bytes);
  if (!Number.isFinite(size) || size < 0) return '';
  if (size < 1024) return `${size}B`;
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(1)}KB`;
  return `${(size / 1024 / 1024).toFixed(1)}MB`;
}
