import { screen, waitFor, within } from '@testing-library/react';
import ExcelJS from 'exceljs';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminTable, collectionOf, db } from '@mocks/db';
import { historyEntries } from '@mocks/history';
import { server } from '@mocks/node';
import { findScreen } from '@resources/registry';
import { renderScreen, signIn } from '../helpers/renderScreen';
import { dataRows } from './boardHelpers';

/** 엑셀 일괄등록 (issue 37 item 1) on the real mock: template, preview, 등록 in batches, cancel, re-upload, refusals, permissions. */

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const ITEM_HEADERS = ['상품 코드', '상품명', '카테고리', '판매가', '온도 구분', '판매 여부'];
const STORE_HEADERS = ['매장 코드', '주문 시작 시각', '주문 마감 시각', '매장 전화번호', '영업 상태'];

async function xlsxFile(rows: ReadonlyArray<ReadonlyArray<string | number | null>>, name = 'bulk.xlsx'): Promise<File> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('일괄등록');
  for (const row of rows) sheet.addRow([...row]);
  const buffer = await workbook.xlsx.writeBuffer();
  return new File([buffer], name, { type: XLSX });
}

function table(name: string) {
  const screenDeclaration = findScreen(name);
  if (!screenDeclaration) throw new Error(`no screen ${name}`);
  return collectionOf(screenDeclaration);
}

/** A store with a service setting (its hours live there), not the one the format row uses. */
function servicedStore(): string {
  const stores = table('storeManage');
  const found = table('storeService')
    .all()
    .map((row) => String(row.storeId))
    .find((storeId) => storeId !== 'ST0004' && stores.get(storeId));
  if (!found) throw new Error('no store with a service setting');
  return found;
}

const item = (code: string, extra: Partial<Record<'name' | 'category' | 'price' | 'temperature' | 'sale', string | number>> = {}) => [
  code,
  extra.name ?? `일괄 상품 ${code}`,
  extra.category ?? '90401',
  extra.price ?? 4500,
  extra.temperature ?? 'ICE',
  extra.sale ?? 'Y',
];

async function openDialog(path: string, adminId = 'hq.master') {
  const rendered = await renderScreen(path, { adminId });
  await dataRows();
  await rendered.user.click(await screen.findByRole('button', { name: '엑셀 일괄등록' }));
  const dialog = await screen.findByRole('dialog', {}, { timeout: 20_000 });
  return { ...rendered, dialog };
}

async function upload(dialog: HTMLElement, user: Awaited<ReturnType<typeof renderScreen>>['user'], file: File) {
  await user.upload(within(dialog).getByLabelText('일괄등록 파일'), file);
}

const bulkCalls = (requests: Awaited<ReturnType<typeof renderScreen>>['requests'], path: string) =>
  requests.filter((entry) => entry.method === 'POST' && entry.path === path);

const bodyOf = (entry: { body: unknown }) => entry.body as { rows: Array<Record<string, unknown>>; dryRun?: boolean };

describe('엑셀 일괄등록', () => {
  afterEach(() => vi.restoreAllMocks());

  it("양식 다운로드: Korean headers, an example row and a '허용 코드' sheet", async () => {
    const blobs: Blob[] = [];
    Object.assign(URL, { createObjectURL: vi.fn((blob: Blob) => (blobs.push(blob), 'blob:bulk')), revokeObjectURL: vi.fn() });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const { user, dialog } = await openDialog('/item');
    await user.click(within(dialog).getByRole('button', { name: '양식 다운로드' }));
    await waitFor(() => expect(names).toHaveLength(1), { timeout: 20_000 });
    expect(names[0]).toBe('상품 목록_일괄등록_양식.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await blobs[0].arrayBuffer());
    const [sheet, codes] = workbook.worksheets;
    expect(sheet.name).toBe('일괄등록');
    expect(sheet.getRow(1).values).toEqual([undefined, ...ITEM_HEADERS]);
    expect(sheet.getRow(2).values).toEqual([undefined, 'IT9001', '바닐라 크림 콜드브루', '90401', 5800, 'ICE', 'Y']);
    expect(codes.name).toBe('허용 코드');
    expect(codes.getRow(1).values).toEqual([undefined, '항목', '코드', '이름']);
    const codeRows = codes
      .getSheetValues()
      .slice(2)
      .map((row) => (Array.isArray(row) ? row.slice(1) : []));
    expect(codeRows).toContainEqual(['카테고리', '90401', '커피']);
    expect(codeRows).toContainEqual(['온도 구분', 'ICE', '차갑게']);
    expect(codeRows).toContainEqual(['판매 여부', 'N', '판매 중지']);
  });

  it('previews each error with its row, column and Korean reason; 등록 writes only the sound rows; a second upload writes nothing', async () => {
    const { user, dialog, requests } = await openDialog('/item');
    const before = table('item').all().length;
    const file = await xlsxFile([
      ITEM_HEADERS,
      item('BK0001'),
      item('', { name: '코드 없는 상품' }), // row 3: required
      item('BK0003', { price: '오천원' }), // row 4: format
      item('BK0004', { category: '99999' }), // row 5: unknown code
      item('BK0001', { name: '두 번 쓴 코드' }), // row 6: duplicated in the file
      [...item('BK0007', { name: '' }).slice(0, 1), null, '90402', 3000, 'HOT', 'Y'], // row 7: refused by the server (a new item needs its name)
      item('BK0008', { category: '라떼', sale: '판매 중지' }), // row 8: codes written by their names
    ]);
    await upload(dialog, user, file);
    expect(await within(dialog).findByText('2건 정상 · 5건 오류', {}, { timeout: 20_000 })).toBeInTheDocument();
    // nothing written yet: the server was asked with dryRun only
    expect(table('item').all().length).toBe(before);
    const checks = bulkCalls(requests, '/api/item/bulk');
    expect(checks.map((entry) => bodyOf(entry).dryRun)).toEqual([true]);

    const lines = within(within(dialog).getByRole('table'))
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(lines).toContainEqual(['3', '오류', '상품 코드', '필수 항목이 비어 있습니다.']);
    expect(lines).toContainEqual(['4', '오류', '판매가', '숫자 형식이 아닙니다.']);
    expect(lines).toContainEqual(['5', '오류', '카테고리', "허용되지 않은 코드입니다. '허용 코드' 시트를 확인해주세요."]);
    expect(lines).toContainEqual(['6', '오류', '상품 코드', '파일 안에서 중복되었습니다 (2행과 같은 키).']);
    expect(lines).toContainEqual(['7', '오류', '상품명', '서버 규칙 위반: 새 상품은 상품명을(를) 입력해야 합니다.']);
    expect(lines).toContainEqual(['2', '신규', '', '']);

    await user.click(within(dialog).getByRole('checkbox', { name: '오류만 보기' }));
    const errorLines = within(within(dialog).getByRole('table')).getAllByRole('row').slice(1);
    expect(errorLines).toHaveLength(5);

    await user.click(within(dialog).getByRole('button', { name: '등록' }));
    expect(await within(dialog).findByText('신규 2건 · 수정 0건 · 변경 없음 0건 · 서버 거부 0건', {}, { timeout: 20_000 })).toBeInTheDocument();
    const writes = bulkCalls(requests, '/api/item/bulk').filter((entry) => !bodyOf(entry).dryRun);
    expect(writes).toHaveLength(1);
    expect(bodyOf(writes[0]).rows).toEqual([
      { row: 2, itemCd: 'BK0001', itemName: '일괄 상품 BK0001', categoryCd: '90401', price: 4500, temperature: 'ICE', saleYn: 'Y' },
      { row: 8, itemCd: 'BK0008', itemName: '일괄 상품 BK0008', categoryCd: '90402', price: 4500, temperature: 'ICE', saleYn: 'N' },
    ]);
    expect(table('item').all().length).toBe(before + 2);
    expect(table('item').get('BK0008')).toMatchObject({ categoryCd: '90402', saleYn: 'N' });

    // the same file again: each sound row is already so, nothing is created twice
    await user.click(within(dialog).getByRole('button', { name: '닫기' }));
    await user.click(await screen.findByRole('button', { name: '엑셀 일괄등록' }));
    const again = await screen.findByRole('dialog');
    await upload(again, user, file);
    expect(await within(again).findByText('2건 정상 · 5건 오류', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(within(again).getAllByText('변경 없음')).toHaveLength(2);
    await user.click(within(again).getByRole('button', { name: '등록' }));
    expect(await within(again).findByText('신규 0건 · 수정 0건 · 변경 없음 2건 · 서버 거부 0건', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(table('item').all().length).toBe(before + 2);
  });

  it('writes in batches with a progress bar; 취소 stops before the next batch and says what was not sent', async () => {
    const { user, dialog, requests } = await openDialog('/item');
    const before = table('item').all().length;
    const rows = Array.from({ length: 450 }, (_, index) => item(`BT${String(index + 1).padStart(4, '0')}`));
    await upload(dialog, user, await xlsxFile([ITEM_HEADERS, ...rows]));
    expect(await within(dialog).findByText('450건 정상 · 0건 오류', {}, { timeout: 20_000 })).toBeInTheDocument();
    // the first batch is held until the test has pressed 취소
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(http.post('/api/item/bulk', () => held.then(() => undefined), { once: true }));
    await user.click(within(dialog).getByRole('button', { name: '등록' }));
    expect(await within(dialog).findByRole('progressbar', { name: '등록' })).toBeInTheDocument();
    expect(within(dialog).getByText('등록 중… 0/450건')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    release();
    expect(await within(dialog).findByText('신규 200건 · 수정 0건 · 변경 없음 0건 · 서버 거부 0건', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(within(dialog).getByText('취소하여 250건은 보내지 않았습니다.')).toBeInTheDocument();
    const writes = bulkCalls(requests, '/api/item/bulk').filter((entry) => !bodyOf(entry).dryRun);
    expect(writes.map((entry) => bodyOf(entry).rows.length)).toEqual([200]);
    expect(table('item').all().length).toBe(before + 200);

    // the rest: the same file again creates only the 250 not sent, in two batches
    await user.click(within(dialog).getByRole('button', { name: '닫기' }));
    await user.click(await screen.findByRole('button', { name: '엑셀 일괄등록' }));
    const again = await screen.findByRole('dialog');
    await upload(again, user, await xlsxFile([ITEM_HEADERS, ...rows]));
    expect(await within(again).findByText('450건 정상 · 0건 오류', {}, { timeout: 20_000 })).toBeInTheDocument();
    await user.click(within(again).getByRole('button', { name: '등록' }));
    expect(await within(again).findByText('신규 250건 · 수정 0건 · 변경 없음 200건 · 서버 거부 0건', {}, { timeout: 20_000 })).toBeInTheDocument();
    const all = bulkCalls(requests, '/api/item/bulk').filter((entry) => !bodyOf(entry).dryRun);
    expect(all.map((entry) => bodyOf(entry).rows.length)).toEqual([200, 200, 200, 50]);
    expect(table('item').all().length).toBe(before + 450);
  }, 60_000);

  it('매장: updates hours, phone and state of known stores; an unknown store code is the server’s error; the server’s refusals at 등록 are reported per row', async () => {
    const { user, dialog } = await openDialog('/storeManage');
    const storeId = servicedStore();
    const file = await xlsxFile([
      STORE_HEADERS,
      [storeId, '06:30', '21:00', '02-555-0102', '휴점'],
      ['ST9999', '07:00', '22:00', '', ''], // unknown on the server
      ['ST0004', '25:00', '', '', ''], // format
    ]);
    // the server refuses ST0002 at 등록 (a rule that changed between the preview and the write)
    server.use(
      http.post(
        '/api/storeManage/bulk',
        async ({ request }) => {
          const body = (await request.clone().json()) as { dryRun?: boolean; rows: Array<{ row: number }> };
          if (body.dryRun) return undefined;
          return Response.json({
            result: '0000',
            list: body.rows.map((row) => ({
              row: row.row,
              key: storeId,
              status: 'refused',
              refusal: 'rule',
              column: '영업 상태',
              message: '폐점 처리 중인 매장입니다.',
            })),
          });
        },
        { once: false },
      ),
    );
    await upload(dialog, user, file);
    expect(await within(dialog).findByText('1건 정상 · 2건 오류', {}, { timeout: 20_000 })).toBeInTheDocument();
    const lines = within(within(dialog).getByRole('table'))
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(lines).toContainEqual(['3', '오류', '매장 코드', '서버에 없음: 등록되지 않은 매장 코드입니다.']);
    expect(lines).toContainEqual(['4', '오류', '주문 시작 시각', '시각 형식이 아닙니다 (예: 09:30).']);
    expect(lines).toContainEqual(['2', '수정', '', '']);
    await user.click(within(dialog).getByRole('button', { name: '등록' }));
    expect(await within(dialog).findByText('신규 0건 · 수정 0건 · 변경 없음 0건 · 서버 거부 1건', {}, { timeout: 20_000 })).toBeInTheDocument();
    const refused = within(within(dialog).getByRole('table', { name: '서버가 거부한 행' }))
      .getAllByRole('row')
      .slice(1);
    expect(
      refused.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([['2', '거부', '영업 상태', '서버 규칙 위반: 폐점 처리 중인 매장입니다.']]);
  });

  it('매장: the real mock writes phone and state to the store and the hours to its service setting, recorded in 변경 이력', async () => {
    const { user, dialog } = await openDialog('/storeManage');
    const storeId = servicedStore();
    await upload(dialog, user, await xlsxFile([STORE_HEADERS, [storeId, '06:30', '21:00', '02-555-0102', '휴점']]));
    expect(await within(dialog).findByText('1건 정상 · 0건 오류', {}, { timeout: 20_000 })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '등록' }));
    expect(await within(dialog).findByText('신규 0건 · 수정 1건 · 변경 없음 0건 · 서버 거부 0건', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(table('storeManage').get(storeId)).toMatchObject({ storeTel: '025550102', storeStatus: 'PAUSE' });
    expect(
      table('storeService')
        .all()
        .find((row) => row.storeId === storeId),
    ).toMatchObject({ openTime: '06:30', closeTime: '21:00' });
    const changes = historyEntries().find((entry) => entry.resource === 'storeManage' && entry.recordId === storeId)?.changes;
    expect(changes?.map((change) => [change.label, change.after])).toEqual(
      expect.arrayContaining([
        ['매장 전화번호', expect.stringContaining('555')],
        ['영업 상태', '휴점'],
      ]),
    );
  });

  it('쿠폰 일괄 발급: members by number or mobile, each issued once; an unknown member is reported', async () => {
    const members = table('member').all();
    const [first, second] = members.filter((member) => member.memberStatus !== 'WITHDRAWN');
    const couponType = table('couponType').all()[0];
    const headers = ['발급 쿠폰', '회원번호 또는 휴대폰 번호'];
    const file = await xlsxFile([
      headers,
      [Number(couponType.id), String(first.cusId)],
      [Number(couponType.id), String(second.cusHp)],
      [Number(couponType.id), '999999'],
    ]);
    const coupons = () =>
      db
        .collection('coupon', 'couponCode')
        .all()
        .filter((coupon) => coupon.bulkKey);
    const { user, dialog } = await openDialog('/couponListInsert');
    await upload(dialog, user, file);
    expect(await within(dialog).findByText('2건 정상 · 1건 오류', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(within(dialog).getByText('서버에 없음: 등록되지 않은 회원입니다.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '등록' }));
    expect(await within(dialog).findByText('신규 2건 · 수정 0건 · 변경 없음 0건 · 서버 거부 0건', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(
      coupons()
        .map((coupon) => coupon.cusId)
        .sort(),
    ).toEqual([String(first.cusId), String(second.cusId)].sort());
    await user.click(within(dialog).getByRole('button', { name: '닫기' }));
    await user.click(await screen.findByRole('button', { name: '엑셀 일괄등록' }));
    const again = await screen.findByRole('dialog');
    await upload(again, user, file);
    expect(await within(again).findByText('2건 정상 · 1건 오류', {}, { timeout: 20_000 })).toBeInTheDocument();
    await user.click(within(again).getByRole('button', { name: '등록' }));
    expect(await within(again).findByText('신규 0건 · 수정 0건 · 변경 없음 2건 · 서버 거부 0건', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(coupons()).toHaveLength(2);
  });

  it("매장: a store owner's rows for another store are refused by the server (store scope); its own store is updated", async () => {
    await signIn('store.owner1');
    const response = await fetch(new URL('/api/storeManage/bulk', window.location.href), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        rows: [
          { row: 2, storeId: 'ST0003', storeTel: '0215550103' },
          { row: 3, storeId: 'ST0002', storeTel: '0215550102' },
        ],
      }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { list: Array<{ row: number; status: string; message?: string }> };
    expect(body.list).toEqual([
      expect.objectContaining({ row: 2, status: 'updated' }),
      expect.objectContaining({ row: 3, status: 'refused', message: '다른 매장의 데이터에는 접근할 수 없습니다.' }),
    ]);
    expect(table('storeManage').get('ST0003')).toMatchObject({ storeTel: '0215550103' });
    expect(table('storeManage').get('ST0002')?.storeTel).not.toBe('0215550102');
  });

  it('a reader of 상품 목록 gets no button, and the server answers 403 to the call', async () => {
    // hq.viewer1 reads 상품 목록 only (the test takes its add and modify flags away)
    const viewer = adminTable().get('hq.viewer1');
    adminTable().update('hq.viewer1', { menuAuth: { ...viewer?.menuAuth, '010101': { add: 0, mod: 0, del: 0 } } });
    await renderScreen('/item', { adminId: 'hq.viewer1' });
    await dataRows();
    expect(screen.getByRole('button', { name: '엑셀 다운로드' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '엑셀 일괄등록' })).toBeNull();
    await signIn('hq.viewer1');
    const response = await fetch(new URL('/api/item/bulk', window.location.origin), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ rows: [{ row: 2, itemCd: 'NO0001', itemName: '권한 없음', categoryCd: '90401', price: 1000, saleYn: 'Y' }] }),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ result: '9999', msg: '권한이 없습니다.' });
    expect(table('item').get('NO0001')).toBeUndefined();
  });
});
