import { http, type HttpHandler } from 'msw';
import { isPersonal } from '@/declarations/personal';
import { findScreen } from '@resources/registry';
import { cardNoOfKey, isCardKey } from '../cardKeys';
import { logPrivacy, privacyLog } from '../privacy';
import { personalKindAt } from '../replies/masking';
import { listResponse, notFound, readBody, success } from './util';
import { badRequest, recordOf, tableFor, textOf } from './families/shared';

/** The full value as stored (the reveal is the one reply the masking hook lets through unmasked); '' when the record has none. */
const revealedValue = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? value : '');

/**
 * POST /api/privacy/reveal `{ resource, id, field }`: answers `{ result: '0000', value }`, the full value, and logs that the signed-in admin saw a personal
 * value in full (the gate has checked the screen's modify flag). GET /api/mock/privacyLog: the
 * log, for QA and tests.
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
    // a prepaid card is named by its opaque key in the console (issue 34 item 6a)
    const row =
      table.get(id) ??
      (isCardKey(id)
        ? table.get(
            cardNoOfKey(
              id,
              table.all().map((one) => one.cardNo),
            ) ?? '',
          )
        : undefined);
    if (!row) return notFound();
    logPrivacy({ action: 'reveal', resource, id, field });
    return success({ value: revealedValue(row[field]) }, '개인정보 조회 이력이 기록되었습니다.');
  }),
  http.get('/api/mock/privacyLog', ({ request }) => listResponse(privacyLog().all(), request.url, { defaultSort: { field: 'logId', order: 'DESC' } })),
];
