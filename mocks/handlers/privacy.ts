import { http, type HttpHandler } from 'msw';
import { hasPersonalData, isPersonal } from '@/declarations/personal';
import { findScreen } from '@resources/registry';
import { accessFrom, issueDownloadKey } from '../accessLog';
import { logsDownloads, REASON_REQUIRED_MSG } from '../privacy';
import { currentAdmin } from '../session';
import { notFound, readBody, success } from './util';
import { rowByKey } from '../opaqueKeys';
import { personalKindAt } from '../replies/masking';
import { badRequest, recordOf, tableFor, textOf } from './families/shared';

/** The full value as stored (the reveal is the one reply the masking hook lets through unmasked); '' when the record has none. */
const revealedValue = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? value : '');

/**
 * POST /api/privacy/reveal `{ resource, id, field }`: answers `{ result: '0000', value }`, the
 * full value, to the signed-in admin (the gate has checked the screen's modify flag); the access
 * log (mocks/replies/accessLog.ts) writes its 열람. POST /api/privacy/download `{ resource,
 * reason, rows }`: an Excel export of a list is about to start; logged once as 다운로드 with its
 * reason and row count, answered with the `downloadKey` its pages carry (issue 34 item 6b).
 */
export const privacyHandlers: HttpHandler[] = [
  http.post('/api/privacy/reveal', async ({ request }) => {
    const body = recordOf(await readBody(request));
    const [resource, id, field] = [textOf(body.resource), textOf(body.id), textOf(body.field)];
    const screen = findScreen(resource);
    if (!screen) return badRequest('화면을 찾을 수 없습니다.');
    const declared = screen.fields.find((candidate) => candidate.source === field);
    // a declared personal field, or a personal key the replies of its calls mask (a member's birth date)
    if (!(declared && isPersonal(declared)) && !personalKindAt(screen, field)) return badRequest('개인정보 항목이 아닙니다.');
    if (!id) return badRequest('조회할 항목을 선택해주세요.');
    const table = tableFor(screen, resource);
    // a card or coupon is named by its opaque key in the console (issue 34 item 6)
    const row = rowByKey(table, id);
    if (!row) return notFound();
    return success({ value: revealedValue(row[field]) }, '개인정보 조회 이력이 기록되었습니다.');
  }),
  http.post('/api/privacy/download', async ({ request }) => {
    const body = recordOf(await readBody(request));
    const [resource, reason] = [textOf(body.resource), textOf(body.reason)];
    const rows = Math.max(0, Math.floor(Number(body.rows) || 0));
    const screen = findScreen(resource);
    const admin = currentAdmin();
    if (!screen || !admin) return badRequest('화면을 찾을 수 없습니다.');
    if (hasPersonalData(screen) && !reason) return badRequest(REASON_REQUIRED_MSG);
    if (reason.length > 200) return badRequest('다운로드 사유는 200자 이내로 입력해주세요.');
    if (logsDownloads(screen))
      accessFrom(admin, request, { action: '다운로드', subject: `${rows}건`, menuName: screen.label, menuCode: screen.menuCode, reason });
    return success({ downloadKey: issueDownloadKey(resource, admin.adminId) }, '다운로드를 시작합니다.');
  }),
];
