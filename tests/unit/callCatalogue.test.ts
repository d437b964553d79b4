import { describe, expect, it } from 'vitest';
import { callsOf, catalogue } from '../coverage/calls';

/** The catalogue of spec §7 calls the call-coverage check counts against, and how a request is matched. */
describe('call catalogue', () => {
  it('holds each route-table call once, the auth calls included', () => {
    const keys = catalogue.map((call) => call.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(
      expect.arrayContaining(['auth.signin', 'auth.pwdChangePass', 'member.updateName', 'prepayCard.combine', 'contentV2.orderSub', 'rest.statusLike']),
    );
    expect(catalogue.length).toBeGreaterThanOrEqual(150);
  });

  it.each([
    ['PUT', '/api/member/C000123/name', ['member.updateName']],
    ['PUT', '/api/member/C000123', ['member.update']],
    ['GET', '/api/notice/notice/5', ['contentV1.getOne']],
    ['GET', '/api/notice/list', ['contentV1.list']],
    ['GET', '/api/item/posItems', ['other.itemPosItems']], // the literal call, not the rest getOne
    ['GET', '/api/item/12', ['rest.getOne']],
    ['GET', '/api/pushClick/clickStat', ['rest.statistic']],
    ['POST', '/api/dashboard/download', ['file.download']],
    ['POST', '/api/attach/download/notice/1', ['file.attachDownload']],
    ['GET', '/api/mock/image/3', []],
  ])('%s %s is %j', (method, path, expected) => {
    expect(callsOf(method, path)).toEqual(expected);
  });
});
