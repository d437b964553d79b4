import type { ScreenDeclaration } from '@/declarations/types';
import { hasPersonalData } from '@/declarations/personal';
import { accessFrom, validDownloadKey } from './accessLog';
import { failure, isRecord } from './handlers/util';
import { currentAdmin } from './session';

/**
 * Excel downloads of personal data (issue 11 item 10, issue 34 item 6b, docs/api.md "Personal
 * data"): a list's Excel pages carry the `downloadKey` that `POST privacy/download` gave with the
 * reason (logged there, once per export); the server's own file (`excelDetail`) takes its reason
 * in its POST body and is logged here.
 */
export const REASON_REQUIRED_MSG = '다운로드 사유를 입력해주세요.';

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());

/** A screen whose downloads are logged and need a reason's key: personal data, and the access log itself. */
export const logsDownloads = (screen: ScreenDeclaration | undefined): screen is ScreenDeclaration =>
  !!screen && (hasPersonalData(screen) || screen.name === 'accessLog');

/** `excelYn` and the `downloadKey` (a list query) or the `downloadReason` (an excel-detail body). */
export function downloadOf(source: URLSearchParams | Record<string, unknown>): { excel: boolean; reason: string; key: string } {
  const get = (name: string) => (source instanceof URLSearchParams ? source.get(name) : isRecord(source) ? source[name] : undefined);
  return { excel: text(get('excelYn')).toUpperCase() === 'Y', reason: text(get('downloadReason')), key: text(get('downloadKey')) };
}

/**
 * 400 '다운로드 사유를 입력해주세요.' for an Excel of personal data without its permission: a list
 * query without a valid `downloadKey` of this admin and screen, an excel-detail body without a reason.
 */
export function downloadRefusal(screen: ScreenDeclaration | undefined, source: URLSearchParams | Record<string, unknown>): Response | undefined {
  const { excel, reason, key } = downloadOf(source);
  if (!excel || !logsDownloads(screen)) return undefined;
  const allowed = source instanceof URLSearchParams ? validDownloadKey(key, screen.name, currentAdmin()?.adminId) : reason !== '';
  return allowed ? undefined : failure(REASON_REQUIRED_MSG, '9999', 400);
}

/**
 * Logs the server's own file (an excel-detail body) of `rows` rows. A list's pages log nothing:
 * their export was logged once, with its reason, by `POST privacy/download`.
 */
export function logDownload(screen: ScreenDeclaration | undefined, source: URLSearchParams | Record<string, unknown>, rows: number): void {
  if (source instanceof URLSearchParams) return;
  const { excel, reason } = downloadOf(source);
  const admin = currentAdmin();
  if (excel && logsDownloads(screen) && admin)
    accessFrom(admin, undefined, { action: '다운로드', subject: `${rows}건`, menuName: screen.label, menuCode: screen.menuCode, reason });
}
