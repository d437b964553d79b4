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
