import { render, screen, waitFor, within } from '@testing-library/react';
import ExcelJS from 'exceljs';
import { AdminContext, testDataProvider, type AuthProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '@/app/i18nProvider';
import { accessEntries } from '@mocks/accessLog';
import { collectionOf } from '@mocks/db';
import { findScreen } from '@resources/registry';
import { formatPhone } from '@/format/phone';
import { opaqueKeyOf } from '@mocks/opaqueKeys';
import { PersonalValue } from '@/screens/shared/PersonalValue';
import { callsTo, renderScreen } from '../helpers/renderScreen';
import { dataRows, waitForCall } from './boardHelpers';

/**
 * Personal data on the generic screens (issue 11 item 10): masked list cells, the Excel download
 * reason, '보기' on the detail. /giftCard (0309, rest family): card number, buyer name and mobile.
 */

const MASKED_CARD = /^\*{4}-\*{4}-\*{4}-\d{4}$/;
const MASKED_PHONE = /^01\d-\*{3,4}-\d{4}$/;
const MASKED_NAME = /^\S\*+\S?$/;

function captureDownloads() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  Object.assign(URL, { createObjectURL: vi.fn((blob: Blob) => (blobs.push(blob), 'blob:excel')), revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { blobs, names };
}

const giftCards = () => collectionOf(findScreen('giftCard')!).all();

describe('personal data on a generic list and detail', () => {
  afterEach(() => vi.restoreAllMocks());

  it('masks card numbers, names and mobiles in the list; the Excel download asks a reason and sends it', async () => {
    const { blobs, names } = captureDownloads();
    const { user, requests } = await renderScreen('/giftCard');
    const rows = await dataRows();
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((header) => header.textContent ?? '');
    const column = (label: string) => headers.findIndex((text) => text.includes(label));
    for (const row of rows) {
      const cells = within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? '');
      expect(cells[column('카드번호')]).toMatch(MASKED_CARD);
      expect(cells[column('구매자 휴대폰')]).toMatch(MASKED_PHONE);
      expect(cells[column('구매자')]).toMatch(MASKED_NAME);
    }
    const shown = document.body.textContent ?? '';
    for (const card of giftCards()) expect(shown).not.toContain(formatPhone(card.buyerHp));

    await user.click(screen.getByRole('button', { name: '엑셀 다운로드' }));
    const dialog = await screen.findByRole('dialog', { name: '개인정보 다운로드 사유' });
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    expect(await within(dialog).findByText('다운로드 사유를 입력해주세요.')).toBeInTheDocument();
    expect(requests.filter((entry) => entry.query.has('excelYn'))).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /다운로드 사유/ }), '고객 환불 문의 확인');
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(names).toHaveLength(1), { timeout: 20_000 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // issue 34 item 6b: the reason travels once, in a POST body; the pages carry only the key it gave
    expect(callsTo(requests, 'POST', 'privacy/download').map((entry) => entry.body)).toEqual([
      { resource: 'giftCard', reason: '고객 환불 문의 확인', rows: giftCards().length },
    ]);
    const [excelCall] = callsTo(requests, 'GET', 'giftCard').filter((entry) => entry.query.has('excelYn'));
    expect(excelCall.query.get('excelYn')).toBe('Y');
    expect(excelCall.query.get('downloadKey')).toMatch(/\S/);
    const urls = requests.filter((entry) => entry.method === 'GET').map((entry) => decodeURIComponent(entry.search));
    expect(urls.filter((url) => url.includes('downloadReason') || url.includes('고객 환불 문의 확인'))).toEqual([]);
    expect(accessEntries().filter((entry) => entry.action === '다운로드')).toEqual([
      expect.objectContaining({ menuName: '기프트카드 조회', subject: `${giftCards().length}건`, reason: '고객 환불 문의 확인', adminId: 'hq.master' }),
    ]);

    // hq.master holds the modify flag of 0309: the file has the full values, each cell typed by its kind.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await blobs[0].arrayBuffer());
    const sheet = workbook.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const cell = (label: string) => sheet.getRow(2).getCell(header.indexOf(label) + 1);
    expect(sheet.rowCount).toBe(giftCards().length + 1);
    expect(cell('카드번호').type).toBe(ExcelJS.ValueType.String);
    expect(cell('카드번호').value).toMatch(/^\d{16}$/);
    expect(cell('구매자 휴대폰').value).toMatch(/^01\d-\d{3,4}-\d{4}$/);
    expect(cell('충전 금액').type).toBe(ExcelJS.ValueType.Number);
    expect(cell('충전 금액').numFmt).toBe('#,##0');
    expect(cell('충전 금액').alignment?.horizontal).toBe('right');
    expect(cell('구매일시').type).toBe(ExcelJS.ValueType.Date);
    expect(cell('구매일시').numFmt).toBe('yyyy-mm-dd hh:mm');
  });

  it("shows personal values masked on the detail until '보기', which asks the server first", async () => {
    const card = giftCards()[0];
    // the card's address is its opaque key (issue 34 item 6)
    const { user, requests } = await renderScreen(`/giftCard/${opaqueKeyOf(card.cardNo)}/show`);
    const reveal = await screen.findByRole('button', { name: '구매자 휴대폰 보기' }, { timeout: 20_000 });
    const fullPhone = formatPhone(card.buyerHp);
    expect(screen.queryByText(fullPhone)).not.toBeInTheDocument();
    expect(screen.getByText(fullPhone.replace(/-(\d+)-/, (_, middle: string) => `-${'*'.repeat(middle.length)}-`))).toBeInTheDocument();

    await user.click(reveal);
    const call = await waitForCall(requests, 'POST', '/api/privacy/reveal');
    expect(call.body).toEqual({ resource: 'giftCard', id: opaqueKeyOf(card.cardNo), field: 'buyerHp' });
    expect(await screen.findByText(fullPhone)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '구매자 휴대폰 보기' })).not.toBeInTheDocument();
    // the focus the gone button had is on the value it revealed
    await waitFor(() => expect(screen.getByText(fullPhone)).toHaveFocus());
    // the other values stay masked until asked for
    expect(screen.getByRole('button', { name: '구매자 보기' })).toBeInTheDocument();
    expect(screen.queryByText(String(card.buyerName))).not.toBeInTheDocument();
  });

  it("offers no '보기' to an admin without the modify flag: the value stays masked", async () => {
    const canAccess = vi.fn(({ action, resource }: { action: string; resource?: string }) => Promise.resolve(action !== 'edit' || resource === 'notice'));
    const authProvider: AuthProvider = {
      login: () => Promise.resolve(),
      logout: () => Promise.resolve(),
      checkAuth: () => Promise.resolve(),
      checkError: () => Promise.resolve(),
      getPermissions: () => Promise.resolve({}),
      canAccess,
    };
    render(
      <AdminContext authProvider={authProvider} dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
        <PersonalValue resource="notice" id={1} field="regHp" value="01012345678" kind="phone" label="연락처" />
        <PersonalValue resource="giftCard" id="9410" field="buyerHp" value="01098765432" kind="phone" label="구매자 휴대폰" />
      </AdminContext>,
    );
    // the allowed one shows its button once the access check answered…
    expect(await screen.findByRole('button', { name: '연락처 보기' })).toBeInTheDocument();
    await waitFor(() => expect(canAccess).toHaveBeenCalledWith(expect.objectContaining({ action: 'edit', resource: 'giftCard' })));
    // …the refused one never does
    expect(screen.getByText('010-****-5432')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '구매자 휴대폰 보기' })).not.toBeInTheDocument();
  });
});
