import { useCallback, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { translate } from '@i18n/translate';
import { badReplyFailure, refusedFailure } from './failures';
import { requestBlob, type DownloadedFile, type RequestOptions } from './httpClient';

/**
 * File downloads (spec §7 "File download", §8), the one helper every download of the console uses:
 * POST /api/{path} answering a blob (or any call answering a `DownloadedFile`, e.g. a dataProvider
 * method), saved under the name of its content-disposition header (RFC 5987 `filename*` first,
 * see httpClient) through an object URL and an `<a download>`. A failure (request error, an empty
 * file, or a JSON failure result sent instead of the file) reports '다운로드에 실패하였습니다.'.
 */

/** What to download: a path (POST, blob) or a call that answers the file. */
export type DownloadSource = string | (() => Promise<DownloadedFile>);

/** Characters Windows refuses in a file name, and control characters. */
const isUnsafe = (char: string) => '\\/:*?"<>|'.includes(char) || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f;

/**
 * A Korean name sent as raw UTF-8 in a plain `filename="…"` reaches the page as one character
 * per byte (headers are byte strings): decode it back when the bytes are valid UTF-8.
 */
function repairUtf8(name: string): string {
  if (![...name].some((char) => char.charCodeAt(0) > 0x7f) || [...name].some((char) => char.charCodeAt(0) > 0xff)) return name;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(name, (char) => char.charCodeAt(0)));
  } catch {
    return name;
  }
}

/** The name a file is saved under: repaired, without folders or characters a file system refuses; `fallback` when empty. */
export function safeFileName(name: string | undefined, fallback = 'download'): string {
  const base =
    repairUtf8(name ?? '')
      .split(/[\\/]/)
      .pop() ?? '';
  const cleaned = [...base]
    .map((char) => (isUnsafe(char) ? '_' : char))
    .join('')
    .trim()
    .replace(/^\.+/, '');
  return cleaned || fallback;
}

export function saveFile({ blob, fileName }: DownloadedFile, fallbackName = 'download'): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = safeFileName(fileName, fallbackName);
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Rejects what is not a file, as the HttpError of failures.ts: an empty body (an answer that cannot
 * be read), or a `{ result, msg }` failure answered in place of the file (a refusal, the server's `msg`).
 */
export async function checkFile(file: DownloadedFile): Promise<DownloadedFile> {
  if (file.blob.size === 0) throw badReplyFailure();
  if (!/json/i.test(file.blob.type)) return file;
  let body: unknown;
  try {
    body = JSON.parse(await file.blob.text()) as unknown;
  } catch {
    return file;
  }
  if (body && typeof body === 'object' && 'result' in body && String(body.result) !== '0000') throw refusedFailure(body);
  return file;
}

const fetchFile = (source: DownloadSource, options: RequestOptions): Promise<DownloadedFile> =>
  typeof source === 'string' ? requestBlob(source, options) : source();

export type ReportError = (message: string) => void;

const alertError: ReportError = (message) => window.alert(message);

/** Downloads and saves; resolves true when saved, false after reporting the failure. */
export async function downloadFile(
  source: DownloadSource,
  options: RequestOptions = {},
  report: ReportError = alertError,
  fallbackName?: string,
): Promise<boolean> {
  try {
    saveFile(await checkFile(await fetchFile(source, options)), fallbackName);
    return true;
  } catch (error) {
    console.error(error);
    report(translate('error.download'));
    return false;
  }
}

export type Download = (source: DownloadSource, options?: RequestOptions, fallbackName?: string) => Promise<boolean>;

/** The same inside react-admin: the failure becomes an error notification. */
export function useDownload(): Download {
  const notify = useNotify();
  return useCallback<Download>(
    (source, options, fallbackName) => downloadFile(source, options, (message) => notify(message, { type: 'error' }), fallbackName),
    [notify],
  );
}

export interface DownloadAction {
  /** Starts the download; a click while one is running is ignored. */
  run: () => Promise<boolean>;
  pending: boolean;
}

/** A download button's behaviour: `run` on click, `pending` to disable the button meanwhile. */
export function useDownloadAction(source: DownloadSource, fallbackName?: string): DownloadAction {
  const download = useDownload();
  const [pending, setPending] = useState(false);
  const running = useRef(false);
  const run = useCallback(async () => {
    if (running.current) return false;
    running.current = true;
    setPending(true);
    try {
      return await download(source, {}, fallbackName);
    } finally {
      running.current = false;
      setPending(false);
    }
  }, [download, source, fallbackName]);
  return { run, pending };
}
