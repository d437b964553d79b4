import type { ScreenDeclaration } from '@/declarations/types';
import { hasPersonalData } from '@/declarations/personal';
import { db } from './db';
import { formatDateTime } from './db/generators';
import { failure, isRecord } from './handlers/util';
import { currentAdmin } from './session';

/**
 * Personal-data logs (issue 11 item 10, docs/api.md "Personal data"): who revealed which value
 * in full, and who downloaded which list of personal data, with the reason they gave.
 */
export const privacyLog = () => db.collection('privacyLog', 'logId');
export const REASON_REQUIRED_MSG = '다운로드 사유를 입력해주세요.';

const KST = 9 * 3_600_000;
const text = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());

export function logPrivacy(entry: { action: 'reveal' | 'download'; resource: string } & Record<string, unknown>): void {
  privacyLog().insert({ adminId: currentAdmin()?.adminId ?? '', time: formatDateTime(Date.now() + KST), ...entry });
}

/** `excelYn` and `downloadReason` of a list query or an excel-detail body. */
export function downloadOf(source: URLSearchParams | Record<string, unknown>): { excel: boolean; reason: string } {
  const get = (name: string) => (source instanceof URLSearchParams ? source.get(name) : isRecord(source) ? source[name] : undefined);
  return { excel: text(get('excelYn')).toUpperCase() === 'Y', reason: text(get('downloadReason')) };
}

const needsReason = (screen: ScreenDeclaration | undefined, excel: boolean): screen is ScreenDeclaration => excel && !!screen && hasPersonalData(screen);

/** 400 '다운로드 사유를 입력해주세요.' for an Excel of personal data without a reason. */
export function downloadRefusal(screen: ScreenDeclaration | undefined, source: URLSearchParams | Record<string, unknown>): Response | undefined {
  const { excel, reason } = downloadOf(source);
  return needsReason(screen, excel) && !reason ? failure(REASON_REQUIRED_MSG, '9999', 400) : undefined;
}

/** Logs an Excel of personal data that was answered with `rows` rows. */
export function logDownload(screen: ScreenDeclaration | undefined, source: URLSearchParams | Record<string, unknown>, rows: number): void {
  const { excel, reason } = downloadOf(source);
  if (needsReason(screen, excel)) logPrivacy({ action: 'download', resource: screen.name, reason, rows });
}
