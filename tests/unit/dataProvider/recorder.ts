import { http, HttpResponse } from 'msw';
import { expect } from 'vitest';
import type { ApiFamily, ScreenDeclaration } from '@/declarations/types';
import { createDataProvider, type AppDataProvider } from '@/providers/dataProvider';
import { server } from '@mocks/node';

/**
 * Records what the dataProvider puts on the wire (method, path + query, JSON body) and answers
 * with a canned body, so the tests pin every call against literal expectations.
 */
export interface Sent {
  method: string;
  url: string;
  body?: unknown;
}

/** One row that satisfies every fixture's primary key. */
export const ROW = { id: 1, codeId: 'C1', cusId: 'U1', cardNo: 'K1', adminId: 'a.dmin', grpId: 1, menuId: 1, menuCd: '01', menuTitle: '메뉴' };

const defaultReply = (method: string) => (method === 'GET' ? { list: [ROW], totalCnt: 1 } : { result: '0000', data: ROW });

/** Fixture screens: one per family and per type that changes the mapping. */
const fixture = (name: string, family: ApiFamily, extra: Partial<ScreenDeclaration> = {}): ScreenDeclaration => ({
  name,
  menuCode: '9999',
  area: 'board',
  label: name,
  api: { family, type: extra.api?.type },
  fields: [],
  actions: [],
  ...extra,
});

export const fixtures: ScreenDeclaration[] = [
  fixture('notice', 'contentV1', { api: { family: 'contentV1', type: 'notice' } }),
  fixture('display', 'contentV2', { api: { family: 'contentV2', type: 'pickupDp' } }),
  fixture('coupons', 'rest', { api: { family: 'rest', type: 'couponType' } }),
  fixture('faqCategory', 'code', { categoryCode: '900', primaryKey: 'codeId' }),
  fixture('code', 'code', { primaryKey: 'codeId' }),
  fixture('member', 'member', { primaryKey: 'cusId' }),
  fixture('lbs', 'member', { api: { family: 'member', type: 'lbs' } }),
  fixture('phoneHistory', 'member', { api: { family: 'member', type: 'phone_history' } }),
  fixture('user', 'admin', { primaryKey: 'adminId' }),
  fixture('prepayCard', 'prepayCard', { primaryKey: 'cardNo' }),
  fixture('group', 'group', { primaryKey: 'grpId' }),
  fixture('appVersion', 'appVersion'),
  fixture('menu', 'menu', { primaryKey: 'menuId' }),
  fixture('badIssueStamp', 'badIssueStamp'),
  fixture('badIssueStampSetting', 'badIssueStamp', { api: { family: 'badIssueStamp', type: 'badIssueStampSetting' } }),
  fixture('offlineGiftCard', 'offlineGiftCard', { primaryKey: 'cardNo' }),
  fixture('eDream', 'eDreamSet', { api: { family: 'eDreamSet', type: 'eDreamSet' } }),
  fixture('eDreamSearch', 'eDreamSet'),
  fixture('eventStandard', 'eventStandard'),
];

export function recorder() {
  const sent: Sent[] = [];
  let reply: unknown;
  server.use(
    http.all('/api/*', async ({ request }) => {
      const url = new URL(request.url);
      const text = await request.text();
      sent.push({ method: request.method, url: url.pathname + url.search, ...(text ? { body: JSON.parse(text) as unknown } : {}) });
      if (/excelDetail|download/.test(url.pathname) && url.pathname !== '/api/privacy/download') {
        return new HttpResponse('a,b\r\n', {
          headers: { 'content-disposition': `attachment; filename="file.csv"; filename*=UTF-8''${encodeURIComponent('목록.csv')}` },
        });
      }
      return HttpResponse.json((reply ?? defaultReply(request.method)) as Record<string, unknown>);
    }),
  );
  const dp: AppDataProvider = createDataProvider({ findScreen: (name) => fixtures.find((screen) => screen.name === name) });
  return {
    dp,
    sent,
    /** Runs `call` and checks the requests it made, in order; answers with `answer` when given. */
    async expectSent(call: (dp: AppDataProvider) => Promise<unknown>, expected: Sent[], answer?: unknown): Promise<unknown> {
      sent.length = 0;
      reply = answer;
      const result = await call(dp);
      expect(sent).toEqual(expected);
      return result;
    },
  };
}

/** `[label, call, expected requests, canned answer?]`: the rows of the pinning tables. */
export type Pin = [string, (dp: AppDataProvider) => Promise<unknown>, Sent[], unknown?];

export const GET = (url: string): Sent => ({ method: 'GET', url });
export const POST = (url: string, body?: unknown): Sent => ({ method: 'POST', url, ...(body === undefined ? {} : { body }) });
export const PUT = (url: string, body?: unknown): Sent => ({ method: 'PUT', url, ...(body === undefined ? {} : { body }) });
export const DELETE = (url: string, body?: unknown): Sent => ({ method: 'DELETE', url, ...(body === undefined ? {} : { body }) });
