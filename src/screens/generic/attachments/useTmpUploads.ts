import { useCallback, useEffect, useRef, useState } from 'react';
import { useRegisterMutationMiddleware } from 'react-admin';
import { useT } from '@i18n/translate';
import { ATTACHMENT_RULES, attachmentProblem } from '@resources/attachmentRules';
import { failureMessage } from '@/http/failures';
import { useAppDataProvider } from '@/providers/dataProvider/useAppDataProvider';
import type { AttachmentItem } from './attachmentTarget';

const MB = ATTACHMENT_RULES.maxFileBytes / 1024 / 1024;

/**
 * The temporary side of an attachments input: checks each picked file against ATTACHMENT_RULES
 * (a Korean message instead of an upload), uploads the others one by one (`POST attach/tmp`),
 * deletes a temporary upload the user removes (`DELETE attach/tmp?fileId=`), and when the form is
 * left without a successful save deletes every temporary upload still listed (the save claims them).
 */
export function useTmpUploads(refTargetType: string, items: readonly AttachmentItem[]) {
  const t = useT();
  const dataProvider = useAppDataProvider();
  const [uploading, setUploading] = useState<string | undefined>(undefined);
  const [messages, setMessages] = useState<string[]>([]);
  const saved = useRef(false);

  // A save that went through claimed the uploads: nothing to clean up when the form goes away.
  const markSaved = useCallback(async (...args: unknown[]) => {
    const next = args.at(-1) as (...rest: unknown[]) => Promise<unknown>;
    const result = await next(...args.slice(0, -1));
    saved.current = true;
    return result;
  }, []);
  useRegisterMutationMiddleware(markSaved);

  const latest = useRef(items);
  useEffect(() => {
    latest.current = items;
  }, [items]);
  useEffect(
    () => () => {
      const leftOver = latest.current.filter((item) => item.tmp).map((item) => item.fileId);
      if (!saved.current && leftOver.length) void dataProvider.attachDeleteTmp({ fileId: leftOver }).catch(() => undefined);
    },
    [dataProvider],
  );

  const problemText = (file: File, held: number): string | undefined => {
    const problem = attachmentProblem(file, held, refTargetType);
    if (!problem) return undefined;
    const extensions = (problem === 'imageType' ? ATTACHMENT_RULES.imageExtensions : ATTACHMENT_RULES.extensions).join(', ');
    return t(`marketing.attach.problem.${problem}`, { name: file.name, max: ATTACHMENT_RULES.maxFiles, size: MB, extensions });
  };

  /** Uploads what may be uploaded; resolves the new temporary items (in the order picked). */
  const upload = async (files: readonly File[]): Promise<AttachmentItem[]> => {
    const added: AttachmentItem[] = [];
    const notes: string[] = [];
    for (const file of files) {
      const problem = problemText(file, items.length + added.length);
      if (problem) {
        notes.push(problem);
        continue;
      }
      setUploading(file.name);
      try {
        const row = await dataProvider.attachUploadTmp(file, refTargetType);
        added.push({ fileId: String(row.fileId), fileName: String(row.fileName ?? file.name), fileSize: Number(row.fileSize ?? file.size), tmp: true });
      } catch (error) {
        notes.push(t('marketing.attach.uploadFailed', { name: file.name, message: failureMessage(error) }));
      }
    }
    setUploading(undefined);
    setMessages(notes);
    return added;
  };

  /** Deletes a temporary upload on the server; false (with a message) when it could not. */
  const discard = async (item: AttachmentItem): Promise<boolean> => {
    if (!item.tmp) return true;
    try {
      await dataProvider.attachDeleteTmp({ fileId: item.fileId });
      return true;
    } catch (error) {
      setMessages([t('marketing.attach.removeFailed', { name: item.fileName, message: failureMessage(error) })]);
      return false;
    }
  };

  return { upload, discard, uploading, messages, maxMb: MB };
}
