import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { appMessages } from '@i18n/ko/app';
import { requestBlob, type DownloadedFile, type RequestOptions } from './httpClient';

/**
 * File downloads (spec §7 "File download", §8): POST /api/{path} answering a blob, saved under
 * the name of its content-disposition header through an object URL and an `<a download>`.
 * Any failure reports '다운로드에 실패하였습니다.'.
 */
export function saveFile({ blob, fileName }: DownloadedFile, fallbackName = 'download'): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName || fallbackName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export type ReportError = (message: string) => void;

const alertError: ReportError = (message) => window.alert(message);

/** Downloads and saves; resolves true when saved, false after reporting the failure. */
export async function downloadFile(
  path: string,
  options: RequestOptions = {},
  report: ReportError = alertError,
  fallbackName?: string,
): Promise<boolean> {
  try {
    saveFile(await requestBlob(path, options), fallbackName);
    return true;
  } catch (error) {
    console.error(error);
    report(appMessages.error.download);
    return false;
  }
}

/** The same inside react-admin: the failure becomes an error notification. */
export function useDownload(): (path: string, options?: RequestOptions, fallbackName?: string) => Promise<boolean> {
  const notify = useNotify();
  return useCallback(
    (path, options, fallbackName) => downloadFile(path, options, (message) => notify(message, { type: 'error' }), fallbackName),
    [notify],
  );
}
