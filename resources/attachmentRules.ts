/**
 * What the console and the mock server accept as an attachment (issue 15): ONE constant both sides
 * read, so the file input refuses before uploading what the server would refuse after.
 */
export const ATTACHMENT_RULES = {
  /** Files one record's bag (one attachments field) may hold. */
  maxFiles: 5,
  /** Bytes one file may have (10 MB). */
  maxFileBytes: 10 * 1024 * 1024,
  /** Lower-case extensions accepted. */
  extensions: ['jpg', 'jpeg', 'png', 'gif', 'webp', 'pdf', 'hwp', 'hwpx', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt', 'zip'],
  /** The extensions a rich-text editor may show as an image, and the only ones of an IMAGE bag. */
  imageExtensions: ['jpg', 'jpeg', 'png', 'gif', 'webp'],
} as const;

/** The bag a field is when it names no refTargetType. */
export const DEFAULT_REF_TARGET_TYPE = 'FILE';

export type AttachmentProblem = 'empty' | 'type' | 'imageType' | 'size' | 'count';

export const extensionOf = (fileName: string): string => /\.([^.]+)$/.exec(fileName.trim())?.[1]?.toLowerCase() ?? '';

export const isImageName = (fileName: string): boolean => (ATTACHMENT_RULES.imageExtensions as readonly string[]).includes(extensionOf(fileName));

/**
 * What is wrong with one more file for a bag already holding `held` files, or undefined when it
 * may be uploaded. `refTargetType` 'IMAGE' takes images only.
 */
export function attachmentProblem(
  file: { name: string; size: number },
  held: number,
  refTargetType: string = DEFAULT_REF_TARGET_TYPE,
): AttachmentProblem | undefined {
  if (held >= ATTACHMENT_RULES.maxFiles) return 'count';
  if (!file.name.trim() || file.size <= 0) return 'empty';
  const extension = extensionOf(file.name);
  if (refTargetType === 'IMAGE' && !isImageName(file.name)) return 'imageType';
  if (!(ATTACHMENT_RULES.extensions as readonly string[]).includes(extension)) return 'type';
  if (file.size > ATTACHMENT_RULES.maxFileBytes) return 'size';
  return undefined;
}
