import { useState } from 'react';
import { useDownload } from '@/http/download';
import { useAppDataProvider } from '@/providers/dataProvider/useAppDataProvider';
import type { AttachmentTarget } from './attachmentTarget';

/**
 * Downloads of a saved bag through `POST attach/download/{refTarget}/{refTargetType}`: one file
 * (`fileIds: [id]`, the file itself) or all of them as a zip; the name comes from
 * content-disposition, a failure says '다운로드에 실패하였습니다.'. One download at a time.
 */
export function useAttachmentDownload(target: AttachmentTarget) {
  const dataProvider = useAppDataProvider();
  const download = useDownload();
  const [pending, setPending] = useState<string | undefined>(undefined);
  const run = async (key: string, fileIds?: string[]) => {
    if (pending || target.refId === undefined) return;
    setPending(key);
    try {
      const refId = target.refId;
      await download(() => dataProvider.attachDownload(target.refTarget, target.refTargetType, { refId, ...(fileIds ? { fileIds } : {}) }));
    } finally {
      setPending(undefined);
    }
  };
  return {
    pending,
    one: (fileId: string) => run(fileId, [fileId]),
    all: () => run('all'),
  };
}
