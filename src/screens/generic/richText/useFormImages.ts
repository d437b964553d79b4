import { useWatch } from 'react-hook-form';
import { isImageName } from '@resources/attachmentRules';
import type { FieldDeclaration } from '@/declarations/types';
import { apiBase } from '@/http/httpClient';
import { useAttachmentTarget, useSavedAttachments, type AttachmentItem } from '../attachments/attachmentTarget';
import { useScreen } from '../ScreenContext';

export interface FormImage {
  fileId: string;
  fileName: string;
  /** Same origin, so the sanitizer keeps the image (`/api/attach/image/{fileId}`). */
  src: string;
}

const NO_FIELD: FieldDeclaration = { source: '', label: '', kind: 'attachments' };

/**
 * The images among the attachments of the record being edited (the form's bag, or the saved one
 * while untouched): what the editor's image button offers; undefined when the screen has no attachments.
 */
export function useFormImages(): FormImage[] | undefined {
  const screen = useScreen();
  const field = screen.fields.find((candidate) => candidate.kind === 'attachments');
  const target = useAttachmentTarget(field ?? NO_FIELD);
  const saved = useSavedAttachments(field ? target : { ...target, refId: undefined });
  const value: unknown = useWatch({ name: field?.source ?? '__noAttachments' });
  if (!field) return undefined;
  const items: AttachmentItem[] = Array.isArray(value) ? (value as AttachmentItem[]) : (saved.data ?? []);
  return items
    .filter((item) => isImageName(item.fileName))
    .map((item) => ({ fileId: item.fileId, fileName: item.fileName, src: `${apiBase}/attach/image/${encodeURIComponent(item.fileId)}` }));
}
