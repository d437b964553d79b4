import { screen, waitFor, within } from '@testing-library/react';
import ExcelJS from 'exceljs';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { collectionOf } from '@mocks/db';
import { mockControl, server } from '@mocks/node';
import { findScreen } from '@resources/registry';
import { callsTo, renderScreen, type RecordedRequest } from '../helpers/renderScreen';
import { dataRows } from './boardHelpers';

/**
 * Exports of any size (issue 35 item 1): '엑셀 다운로드' of 주문 내역 over the QA scenario's large
 * universe (mocks/largeList.ts) reads 5,000 rows a call with a progress dialog and 취소, retries a
 * failed page once, says the ceiling before reading, and the reason dialog says how many rows.
 * jsdom has no Worker: the same writer runs in the page (workbookBuilder.ts).
 */

function captureDownloads() {
  const blobs: Blob[] = [];
  Object.assign(URL, { createObjectURL: vi.fn((blob: Blob) => (blobs.push(blob), 'blob:excel')), revokeObjectURL: vi.fn() });
  const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return { blobs, clicks };
}

/** The export's list reads of /api/order (marked excelYn), as [first row, last row] of their range. */
const exportPages = (requests: readonly RecordedRequest[]) =>
  callsTo(requests, 'GET', 'order')
    .filter((entry) => entry.query.get('excelYn') === 'Y')
    .map((entry) => JSON.parse(entry.query.get('range') ?? 'null') as [number, number]);

const isPage = (request: Request, first: number) => new URL(request.url).searchParams.get('range') === `[${first},${first + 4999}]`;

async function openLargeOrders(rows: number) {
  mockControl.setLargeList({ resource: 'order', rows });
  const rendered = await renderScreen('/order');
  await dataRows();
  await screen.findByText(new RegExp(`총 ${rows.toLocaleString('ko-KR')}건`), undefined, { timeout: 20_000 });
  return rendered;
}

describe('Excel export of any size', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads 5,000 rows a call with a progress dialog and writes every row of the filter', async () => {
    const { blobs } = captureDownloads();
    // the last page waits until the dialog has been seen half-way
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('/api/order', async ({ request }) => {
        if (isPage(request, 10000)) await held;
        return undefined;
      }),
    );
    const { user, requests } = await openLargeOrders(12_345);
    await user.click(screen.getByRole('button', { name: '엑셀 다운로드' }));
    const progress = await screen.findByRole('dialog', { name: '엑셀 파일을 만들고 있습니다' }, { timeout: 20_000 });
    await within(progress).findByText('10,000 / 12,345건', undefined, { timeout: 30_000 });
    expect(within(progress).getByRole('progressbar', { name: '엑셀 파일 만드는 중' })).toHaveAttribute('aria-valuenow', '81');
    expect(blobs).toEqual([]);
    release();
    await waitFor(() => expect(blobs).toHaveLength(1), { timeout: 60_000 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(exportPages(requests)).toEqual([
      [0, 4999],
      [5000, 9999],
      [10000, 14999],
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await blobs[0].arrayBuffer());
    const sheet = workbook.worksheets[0];
    expect(sheet.rowCount).toBe(12_345 + 1);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const column = (label: string) => header.indexOf(label) + 1;
    // newest first: the last order of the day first, the first one last; amounts numbers, times dates
    expect(sheet.getRow(2).getCell(column('주문번호')).value).toMatch(/^L\d{8}0012345$/);
    expect(sheet.getRow(12_346).getCell(column('주문번호')).value).toMatch(/^L\d{8}0000001$/);
    expect(sheet.getRow(7_000).getCell(column('결제금액')).type).toBe(ExcelJS.ValueType.Number);
    expect(sheet.getRow(7_000).getCell(column('결제금액')).numFmt).toBe('#,##0');
    expect(sheet.getRow(7_000).getCell(column('주문일시')).type).toBe(ExcelJS.ValueType.Date);
  }, 120_000);

  it('취소 stops reading and saves nothing', async () => {
    const { blobs, clicks } = captureDownloads();
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('/api/order', async ({ request }) => {
        if (isPage(request, 5000)) await held;
        return undefined;
      }),
    );
    const { user, requests } = await openLargeOrders(12_345);
    await user.click(screen.getByRole('button', { name: '엑셀 다운로드' }));
    const progress = await screen.findByRole('dialog', { name: '엑셀 파일을 만들고 있습니다' }, { timeout: 20_000 });
    await within(progress).findByText('5,000 / 12,345건', undefined, { timeout: 20_000 });
    await user.click(within(progress).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    release();

    expect(screen.getByRole('button', { name: '엑셀 다운로드' })).toBeEnabled();
    expect(exportPages(requests)).toEqual([
      [0, 4999],
      [5000, 9999],
    ]);
    expect(blobs).toEqual([]);
    expect(clicks).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  }, 120_000);

  it('tries a failed page once more, then stops with a Korean message and saves nothing', async () => {
    const { blobs } = captureDownloads();
    server.use(http.get('/api/order', ({ request }) => (isPage(request, 5000) ? new Response('boom', { status: 500 }) : undefined)));
    const { user, requests } = await openLargeOrders(12_345);
    await user.click(screen.getByRole('button', { name: '엑셀 다운로드' }));
    expect(
      await screen.findByText('목록을 끝까지 읽지 못해 엑셀 파일을 저장하지 않았습니다. 잠시 후 다시 시도해주세요.', undefined, { timeout: 20_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '엑셀 파일을 만들고 있습니다' })).not.toBeInTheDocument());
    expect(exportPages(requests)).toEqual([
      [0, 4999],
      [5000, 9999],
      [5000, 9999],
    ]);
    expect(blobs).toEqual([]);
  }, 120_000);

  it('a page that fails once is read again and the file is whole', async () => {
    const { blobs } = captureDownloads();
    let failures = 0;
    server.use(
      http.get('/api/order', ({ request }) => {
        if (!isPage(request, 10000) || failures > 0) return undefined;
        failures += 1;
        return new Response('boom', { status: 503 });
      }),
    );
    const { user, requests } = await openLargeOrders(12_345);
    await user.click(screen.getByRole('button', { name: '엑셀 다운로드' }));
    await waitFor(() => expect(blobs).toHaveLength(1), { timeout: 60_000 });
    expect(exportPages(requests).map(([first]) => first)).toEqual([0, 5000, 10000, 10000]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await blobs[0].arrayBuffer());
    expect(workbook.worksheets[0].rowCount).toBe(12_345 + 1);
  }, 120_000);

  it('beyond the ceiling it says so before reading anything', async () => {
    const { blobs } = captureDownloads();
    const { user, requests } = await openLargeOrders(300_001);
    await user.click(screen.getByRole('button', { name: '엑셀 다운로드' }));
    expect(await screen.findByText('최대 300,000건까지 내려받을 수 있습니다. 조건을 좁혀주세요.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(exportPages(requests)).toEqual([]);
    expect(blobs).toEqual([]);
  }, 120_000);

  it('the reason dialog of a list with personal data says how many rows the file will hold', async () => {
    captureDownloads();
    const { user } = await renderScreen('/giftCard');
    await dataRows();
    const total = collectionOf(findScreen('giftCard')!).all().length;
    await user.click(screen.getByRole('button', { name: '엑셀 다운로드' }));
    const dialog = await screen.findByRole('dialog', { name: '개인정보 다운로드 사유' });
    expect(within(dialog).getByText(`${total.toLocaleString('ko-KR')}건을 엑셀 파일로 저장합니다.`)).toBeInTheDocument();
  }, 60_000);
});
