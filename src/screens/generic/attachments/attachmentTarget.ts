import { useQuery } from '@tanstack/react-query';
import { useRecordContext } from 'react-admin';
import { DEFAULT_REF_TARGET_TYPE } from '@resources/attachmentRules';
import type { FieldDeclaration } from '@/declarations/types';
import { useAppDataProvider } from '@/providers/dataProvider/useAppDataProvider';
import { useScreen } from '../ScreenContext';
import type { Attachment } from '@/types/records';

/** One file of a bag as the console keeps it: saved, or uploaded to a temporary slot (`tmp`). */
export interface AttachmentItem {
  fileId: string;
  fileName: string;
  fileSize: number;
  fileType?: string;
  tmp?: boolean;
}

/** Where a field's files live (docs/api.md "Attachments"): `attach/{refTarget}/{refId}[/{refTargetType}]`. */
export interface AttachmentTarget {
  refTarget: string;
  refTargetType: string;
  /** The record's key; undefined for a record not saved yet. */
  refId: string | undefined;
  /** The field names a refTargetType: its bag is read narrowed to it (three-part call). */
  narrowed: boolean;
}

export function useAttachmentTarget(field: FieldDeclaration): AttachmentTarget {
  const screen = useScreen();
  const record = useRecordContext();
  const id = record?.id;
  return {
    refTarget: screen.api.type ?? screen.name,
    refTargetType: field.refTargetType ?? DEFAULT_REF_TARGET_TYPE,
    refId: id === undefined || id === null || id === '' ? undefined : String(id),
    narrowed: field.refTargetType !== undefined,
  };
}

const toItem = (row: Attachment): AttachmentItem => ({
  fileId: String(row.fileId ?? ''),
  fileName: String(row.fileName ?? ''),
  fileSize: Number(row.fileSize) || 0,
  ...(typeof row.fileType === 'string' ? { fileType: row.fileType } : {}),
});

export const attachmentQueryKey = (target: AttachmentTarget) => ['attach', target.refTarget, target.refId, target.narrowed ? target.refTargetType : ''];

/** The saved bag of the record (`GET attach/{a}/{b}`, or `{a}/{b}/{c}` for a narrowed field); idle for a new record. */
export function useSavedAttachments(target: AttachmentTarget) {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: attachmentQueryKey(target),
    enabled: target.refId !== undefined,
    queryFn: async () => {
      const { refTarget, refId = '', refTargetType, narrowed } = target;
      const rows = narrowed ? await dataProvider.attachListSub(refTarget, refId, refTargetType) : await dataProvider.attachList(refTarget, refId);
      return rows.map(toItem);
    },
  });
}
