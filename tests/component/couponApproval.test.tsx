import { screen, within } from '@testing-library/react';
import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminTable, collectionOf, db } from '@mocks/db';
import { HISTORY_KEY, historyEntries } from '@mocks/history';
import { findScreen } from '@resources/registry';
import { renderScreen, signIn } from '../helpers/renderScreen';
import { dataRows } from './boardHelpers';
import { cases, header as caseHeader, newestCase } from './marketing/eDreamHelpers';

/**
 * 결재 of a coupon issue to more than 1,000 members (issue 37 item 2) on the real mock: the bulk
 * dialog sends one request instead of writing, the mock refuses the bulk call without approval
 * (also cut in small batches with a lying `total`), the approval runs the whole file once; the
 * e-Dream case shows its own 결재 notice; the change history of a bulk keeps every entry while
 * writing its log once per call.
 */
const LONG = 120_000;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const REQUIRED = '결재가 필요한 작업입니다. 결재함에서 승인을 받으세요.';

function table(name: string) {
  const declared = findScreen(name);
  if (!declared) throw new Error(`no screen ${name}`);
  return collectionOf(declared);
}

/** `count` members of our own (the seed has 300), numbers 900000…; their member numbers. */
function addMembers(count: number): string[] {
  const members = table('member');
  return Array.from({ length: count }, (_, index) => {
    const cusId = String(900_000 + index);
    members.insert({ cusId, cusName: `회원${index}`, cusHp: `0109${String(index).padStart(7, '0')}`, memberStatus: 'NORMAL', level: 'WELCOME' });
    return cusId;
  });
}

const couponTypeId = () =>
  Number(
    table('couponType')
      .all()
      .find((type) => type.useYn !== 'N')?.id,
  );
const bulkCoupons = () =>
  db
    .collection('coupon', 'couponCode')
    .all()
    .filter((coupon) => coupon.bulkKey);

async function couponFile(typeId: number, cusIds: readonly string[]): Promise<File> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('일괄등록');
  sheet.addRow(['발급 쿠폰', '회원번호 또는 휴대폰 번호']);
  for (const cusId of cusIds) sheet.addRow([typeId, cusId]);
  return new File([await workbook.xlsx.writeBuffer()], 'coupon.xlsx', { type: XLSX });
}

const post = (path: string, json: unknown) =>
  fetch(path, { method: 'POST', body: JSON.stringify(json), headers: { 'content-type': 'application/json' } }).then(async (response) => ({
    status: response.status,
    body: (await response.json()) as { result?: string; msg?: string; created?: number; run?: Record<string, unknown> },
  }));
const rowsOf = (typeId: number, cusIds: readonly string[], from = 2) =>
  cusIds.map((cusId, index) => ({ row: from + index, couponTypeId: typeId, member: cusId }));

async function openDialog() {
  const rendered = await renderScreen('/couponListInsert');
  await dataRows();
  await rendered.user.click(await screen.findByRole('button', { name: '엑셀 일괄등록' }));
  const dialog = await screen.findByRole('dialog', {}, { timeout: 20_000 });
  return { ...rendered, dialog };
}

describe('쿠폰 일괄 발급 over 1,000 members: 결재', () => {
  afterEach(() => vi.restoreAllMocks());

  it(
    'a file of 1,001 members becomes one request (the whole file in its stored call), writes nothing and says where it waits',
    async () => {
      const typeId = couponTypeId();
      const cusIds = addMembers(1_001);
      const { user, dialog, requests } = await openDialog();
      await user.upload(within(dialog).getByLabelText('일괄등록 파일'), await couponFile(typeId, cusIds));
      expect(await within(dialog).findByText('1,001건 정상 · 0건 오류', {}, { timeout: 60_000 })).toBeInTheDocument();
      expect(within(dialog).getByTestId('approval-needed')).toHaveTextContent(
        '쿠폰 발급 1,001명은(는) 기준(1,000명 초과)을 넘어 결재가 필요합니다. 요청 사유를 입력하면 결재 요청이 올라가고, 승인되면 처리됩니다.',
      );
      expect(within(dialog).queryByRole('button', { name: '등록' })).toBeNull();
      await user.click(within(dialog).getByRole('button', { name: '결재 요청' }));
      expect(within(dialog).getByText('요청 사유를 입력해주세요.')).toBeInTheDocument();
      await user.type(within(dialog).getByRole('textbox', { name: /요청 사유/ }), '신규 가입 이벤트');
      await user.click(within(dialog).getByRole('button', { name: '결재 요청' }));
      expect(await within(dialog).findByText(/^결재 요청이 등록되었습니다\. 아직 발급되지 않았습니다/, {}, { timeout: 20_000 })).toHaveTextContent(
        '결재 요청이 등록되었습니다. 아직 발급되지 않았습니다: 승인자가 결재함(기본 설정 > 결재함)에서 승인하면 1,001건이 한 번에 처리됩니다.',
      );
      expect(await within(dialog).findByTestId('approval-notice')).toHaveTextContent(/^결재 대기: 쿠폰 발급 1,001명 · 요청 hq\.master · 김민준/);

      const sent = requests.filter((entry) => entry.method === 'POST' && entry.path === '/api/approval');
      expect(sent).toHaveLength(1);
      const body = sent[0].body as {
        task: string;
        target: string;
        amount: number;
        reason: string;
        call: { path: string; body: { rows: unknown[]; total: number } };
      };
      expect(body).toMatchObject({
        task: 'couponIssue',
        target: `couponType:${typeId}`,
        amount: 1_001,
        reason: '신규 가입 이벤트',
        call: { method: 'POST', path: 'couponListInsert/bulk', body: { total: 1_001 } },
      });
      expect(body.call.body.rows).toHaveLength(1_001);
      expect(body.call.body.rows[0]).toEqual({ row: 2, couponTypeId: typeId, member: cusIds[0] });
      // nothing written: no write call, no coupon
      const writes = requests.filter((entry) => entry.path === '/api/couponListInsert/bulk' && (entry.body as { dryRun?: boolean }).dryRun !== true);
      expect(writes).toHaveLength(0);
      expect(bulkCoupons()).toHaveLength(0);
    },
    LONG,
  );

  it(
    'a file of exactly 1,000 members is written at once, without a request',
    async () => {
      const typeId = couponTypeId();
      const cusIds = addMembers(1_000);
      const { user, dialog, requests } = await openDialog();
      await user.upload(within(dialog).getByLabelText('일괄등록 파일'), await couponFile(typeId, cusIds));
      expect(await within(dialog).findByText('1,000건 정상 · 0건 오류', {}, { timeout: 60_000 })).toBeInTheDocument();
      expect(within(dialog).queryByTestId('approval-needed')).toBeNull();
      await user.click(within(dialog).getByRole('button', { name: '등록' }));
      expect(await within(dialog).findByText('신규 1,000건 · 수정 0건 · 변경 없음 0건 · 서버 거부 0건', {}, { timeout: 60_000 })).toBeInTheDocument();
      expect(bulkCoupons()).toHaveLength(1_000);
      expect(requests.filter((entry) => entry.path === '/api/approval' && entry.method === 'POST')).toHaveLength(0);
    },
    LONG,
  );

  it(
    'the mock answers 403 to a bulk issue over 1,000 without approval, also cut in small batches with a lying total',
    async () => {
      const typeId = couponTypeId();
      const cusIds = addMembers(1_200);
      await signIn('hq.master');
      // an honest total above the threshold: refused before any row
      expect(await post('/api/couponListInsert/bulk', { rows: rowsOf(typeId, cusIds.slice(0, 500)), total: 1_200 })).toMatchObject({
        status: 403,
        body: { msg: REQUIRED },
      });
      // the whole file in one call (more than the 1,000-row cap): the approval first
      expect(await post('/api/couponListInsert/bulk', { rows: rowsOf(typeId, cusIds), total: 1_200 })).toMatchObject({ status: 403, body: { msg: REQUIRED } });
      // a forged run header does not help
      const forged = await fetch('/api/couponListInsert/bulk', {
        method: 'POST',
        body: JSON.stringify({ rows: rowsOf(typeId, cusIds.slice(0, 400)), total: 1_200 }),
        headers: { 'content-type': 'application/json', 'x-approval-run': '1.x.y' },
      });
      expect(forged.status).toBe(403);
      expect(bulkCoupons()).toHaveLength(0);
      // small batches claiming to be small files: the server adds up today's unapproved issues of the coupon
      for (const start of [0, 400]) {
        const part = cusIds.slice(start, start + 400);
        expect(await post('/api/couponListInsert/bulk', { rows: rowsOf(typeId, part, start + 2), total: part.length })).toMatchObject({
          status: 200,
          body: { created: 400 },
        });
      }
      expect(await post('/api/couponListInsert/bulk', { rows: rowsOf(typeId, cusIds.slice(800, 1_200), 802), total: 400 })).toMatchObject({
        status: 403,
        body: { msg: REQUIRED },
      });
      expect(bulkCoupons()).toHaveLength(800);
      // up to the threshold it still goes (200 more: 1,000 in all), and a preview is never refused
      expect(await post('/api/couponListInsert/bulk', { rows: rowsOf(typeId, cusIds.slice(800, 1_000), 802), total: 200 })).toMatchObject({
        status: 200,
        body: { created: 200 },
      });
      expect(await post('/api/couponListInsert/bulk', { rows: rowsOf(typeId, cusIds.slice(1_000), 1_002), total: 200, dryRun: true })).toMatchObject({
        status: 200,
      });
      expect(await post('/api/couponListInsert/bulk', { rows: rowsOf(typeId, cusIds.slice(1_000), 1_002), total: 200 })).toMatchObject({ status: 403 });
      expect(bulkCoupons()).toHaveLength(1_000);
    },
    LONG,
  );

  it(
    'hq.approver1’s approval runs the whole file in one call (issued = rows, 결재함 keeps the result); a second approval is refused',
    async () => {
      const typeId = couponTypeId();
      const cusIds = addMembers(1_500);
      await signIn('hq.master');
      const call = { method: 'POST', path: 'couponListInsert/bulk', body: { rows: rowsOf(typeId, cusIds), total: 1_500 } };
      const requested = await post('/api/approval', { task: 'couponIssue', target: `couponType:${typeId}`, amount: 1_500, reason: '감사 쿠폰', call });
      expect(requested).toMatchObject({ status: 200, body: { msg: '결재 요청이 등록되었습니다.' } });
      const { list } = (await (await fetch(`/api/approval?targetKey=couponType:${typeId}`)).json()) as {
        list: { approvalId: number; state: string; amountText: string; taskName: string }[];
      };
      expect(list[0]).toMatchObject({ state: '대기', amountText: '1,500명', taskName: '쿠폰 발급' });
      expect(bulkCoupons()).toHaveLength(0);
      // the coupon (쿠폰 유형) shows it waiting
      const { unmount } = await renderScreen(`/couponType/${typeId}`);
      expect(await screen.findByTestId('approval-notice', {}, { timeout: 20_000 })).toHaveTextContent(
        /^결재 대기: 쿠폰 발급 1,500명 · 요청 hq\.master · 김민준/,
      );
      unmount();

      await signIn('hq.approver1');
      const approved = await post(`/api/approval/${list[0].approvalId}/approve`, {});
      expect(approved).toMatchObject({
        status: 200,
        body: { msg: '승인되었습니다. 신규 1,500건 · 수정 0건 · 변경 없음 0건 · 서버 거부 0건', run: { status: 200, created: 1_500, refused: 0 } },
      });
      expect(bulkCoupons()).toHaveLength(1_500);
      expect(new Set(bulkCoupons().map((coupon) => coupon.approvalId))).toEqual(new Set([list[0].approvalId]));
      const detail = (await (await fetch(`/api/approval/${list[0].approvalId}`)).json()) as { data: { state: string; resultMsg: string } };
      expect(detail.data).toMatchObject({ state: '승인', resultMsg: '신규 1,500건 · 수정 0건 · 변경 없음 0건 · 서버 거부 0건' });
      expect(await post(`/api/approval/${list[0].approvalId}/approve`, {})).toMatchObject({ status: 409, body: { msg: '이미 처리된 결재입니다.' } });
      expect(bulkCoupons()).toHaveLength(1_500);
    },
    LONG,
  );
});

describe('who may ask for a coupon issue’s 결재', () => {
  /** hq.approver1 as a coupon issuer: the add flag of 쿠폰 일괄 발급 (040202) and no modify flag anywhere. */
  function couponIssuerOnly(add: 0 | 1, mod: 0 | 1) {
    const none = { add: 0, mod: 0, del: 0 } as const;
    adminTable().update('hq.approver1', { menuAuth: { '0310': none, '0409': none, '040202': { add, mod, del: 0 }, '0822': none } });
  }
  const request = (typeId: number, cusIds: readonly string[]) =>
    post('/api/approval', {
      task: 'couponIssue',
      target: `couponType:${typeId}`,
      amount: cusIds.length,
      reason: '감사 쿠폰',
      call: { method: 'POST', path: 'couponListInsert/bulk', body: { rows: rowsOf(typeId, cusIds), total: cusIds.length } },
    });

  it('the add flag that issues coupons asks for it (the issue is a create); the modify flag alone does not', async () => {
    const typeId = couponTypeId();
    const cusIds = addMembers(1_001);
    couponIssuerOnly(1, 0);
    await signIn('hq.approver1');
    expect(await request(typeId, cusIds)).toMatchObject({ status: 200, body: { msg: '결재 요청이 등록되었습니다.' } });

    couponIssuerOnly(0, 1);
    await signIn('hq.approver1');
    expect(await request(typeId, cusIds)).toMatchObject({ status: 403, body: { msg: '권한이 없습니다.' } });
  });
});

describe('the e-Dream case’s own 결재 notice', () => {
  it(
    'shows 결재 대기 on the case after a stamp change request',
    async () => {
      const id = String(newestCase().id);
      cases().update(id, { stampCnt: 4 });
      await signIn('hq.master');
      const requested = await post('/api/approval', {
        task: 'stampChange',
        target: `eDream:${id}`,
        amount: 51,
        reason: '행사 보상',
        call: { method: 'POST', path: `eDreamSet/stampChange/${id}`, body: { stampCnt: 55, reason: '행사 보상' } },
      });
      expect(requested.status).toBe(200);
      await renderScreen(`/eDream/${id}/show`);
      await caseHeader();
      expect(await screen.findByTestId('approval-notice', {}, { timeout: 20_000 })).toHaveTextContent(
        /^결재 대기: 스탬프 변경 51개 · 요청 hq\.master · 김민준 · \d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/,
      );
    },
    LONG,
  );
});

describe('변경 이력 of a bulk', () => {
  afterEach(() => vi.restoreAllMocks());

  it(
    'keeps every entry of a 2,000-row item bulk (two calls of 1,000) and writes the log once per call',
    async () => {
      await signIn('hq.master');
      expect(historyEntries()).toHaveLength(0); // a fresh server: the log's cap (2,000) holds the bulk's entries
      const writes = vi.spyOn(Storage.prototype, 'setItem');
      for (const part of [0, 1]) {
        const rows = Array.from({ length: 1_000 }, (_, index) => {
          const n = part * 1_000 + index;
          return {
            row: n + 2,
            itemCd: `BK${String(n).padStart(5, '0')}`,
            itemName: `일괄 상품 ${n}`,
            categoryCd: '90401',
            price: 4_500,
            temperature: 'ICE',
            saleYn: 'Y',
          };
        });
        expect(await post('/api/item/bulk', { rows, total: 2_000 })).toMatchObject({ status: 200, body: { created: 1_000 } });
      }
      const historyWrites = writes.mock.calls.filter(([key]) => key === HISTORY_KEY);
      expect(historyWrites).toHaveLength(2);
      const entries = historyEntries();
      expect(entries).toHaveLength(2_000);
      expect(entries.filter((entry) => entry.resource === 'item' && entry.action === '등록' && entry.recordId.startsWith('BK'))).toHaveLength(2_000);
      expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
    },
    LONG,
  );
});
