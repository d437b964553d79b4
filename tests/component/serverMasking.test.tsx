import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { opaqueKeyOf } from '@mocks/opaqueKeys';
import { adminTable } from '@mocks/db';
import { server } from '@mocks/node';
import { accessEntries } from '@mocks/accessLog';
import { formatWon } from '@/format';
import { maskEmail, maskPhone } from '@/format/mask';
import { renderScreen } from '../helpers/renderScreen';
import { call, calls, header, LONG, memberRow } from './member/memberHelpers';
import { memberCards, rowsOf } from './money/moneyHelpers';

/**
 * Issue 34 items 5 and 6a on the real mock: hq.reader1 (0701 and 0310 read-only) gets masked
 * replies and no '보기'; hq.master's edit form starts masked, '보기' (logged) fills it, and a value
 * left masked is not sent; the prepaid-card workspace opens by its opaque key.
 */
const FULL_PHONE = /010-?\d{4}-?\d{4}/;
const FULL_CARD = /\d{16}|\d{4}-\d{4}-\d{4}-\d{4}/;

/** Every JSON body the mock answers from now on. */
function replyBodies(): string[] {
  const bodies: string[] = [];
  const listener = ({ response }: { response: Response }) => {
    void response
      .clone()
      .text()
      .then((text) => bodies.push(text))
      .catch(() => undefined);
  };
  server.events.on('response:mocked', listener);
  onTestFinished(() => {
    server.events.removeListener('response:mocked', listener);
  });
  return bodies;
}

/** hq.reader1 reads 기프트카드 조회 and 쿠폰 조회 instead, modifying nothing. */
const readGiftCardsAndCoupons = () =>
  adminTable().update('hq.reader1', {
    accessMenu: ['0309', '0306'],
    menuAuth: { '0309': { add: 0, mod: 0, del: 0 }, '0306': { add: 0, mod: 0, del: 0 } },
  });

describe('masking by the server, in the console', () => {
  it(
    'hq.reader1: the member list and a member hold no full mobile, name or e-mail, in the page or in any reply, and offer no 보기',
    async () => {
      const bodies = replyBodies();
      const { user } = await renderScreen('/member', { adminId: 'hq.reader1' });
      const table = await screen.findByRole('table', {}, { timeout: 20_000 });
      await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
      const first = within(table).getAllByRole('row')[1];
      const cusId = within(first).getAllByRole('cell')[0].textContent ?? '';
      const member = memberRow(cusId);
      expect(member).toBeDefined();
      await user.click(within(first).getAllByRole('cell')[0]);
      const head = await header();
      expect(within(head).getByText(maskPhone(member?.cusHp))).toBeInTheDocument();
      expect(within(head).queryByRole('button', { name: /보기$/ })).not.toBeInTheDocument();
      const page = document.body.textContent ?? '';
      expect(page).not.toContain(String(member?.cusName));
      expect(page).not.toMatch(FULL_PHONE);
      await waitFor(() => expect(bodies.some((body) => body.includes(`"cusId":"${cusId}"`))).toBe(true));
      for (const body of bodies) {
        expect(body).not.toMatch(FULL_PHONE);
        expect(body).not.toContain(String(member?.cusName));
        expect(body).not.toContain(String(member?.email));
      }
    },
    LONG,
  );

  it(
    'hq.reader1: the prepaid cards list masked numbers, each opening /prepayCard/{cardKey}/show; no card number in the address or any call',
    async () => {
      const [card] = memberCards();
      const bodies = replyBodies();
      const { user, requests, location } = await renderScreen('/prepayCard?filter=%7B%22cusId%22%3A%22100004%22%7D', { adminId: 'hq.reader1' });
      const table = await screen.findByRole('table', {}, { timeout: 20_000 });
      await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
      const link = within(table).getByRole('link', { name: new RegExp(`${String(card.cardNo).slice(-4)}$`) });
      expect(link).toHaveAttribute('href', `/prepayCard/${opaqueKeyOf(card.cardNo)}/show`);
      await user.click(link);
      await screen.findByTestId('prepay-header', {}, { timeout: 20_000 });
      expect(location().pathname).toBe(`/prepayCard/${opaqueKeyOf(card.cardNo)}/show`);
      await waitFor(() => expect(within(screen.getByTestId('prepay-balance')).getByText('11,000원')).toBeInTheDocument());
      expect(screen.queryByRole('button', { name: '카드번호 보기' })).not.toBeInTheDocument();
      for (const request of requests) expect(`${request.path}${request.search}`).not.toContain(String(card.cardNo));
      for (const body of bodies) expect(body).not.toMatch(FULL_CARD);
    },
    LONG,
  );

  it(
    'a reader of gift cards and coupons without the modify flag: masked numbers, each row opening its detail by the opaque key; no number in the address or any call',
    async () => {
      readGiftCardsAndCoupons();
      const gift = rowsOf('giftCard')[0];
      const bodies = replyBodies();
      const { user, requests, location } = await renderScreen(`/giftCard?filter=${encodeURIComponent(JSON.stringify({ cusId: gift.cusId }))}`, {
        adminId: 'hq.reader1',
      });
      const table = await screen.findByRole('table', {}, { timeout: 20_000 });
      const link = await within(table).findByRole('link', { name: new RegExp(`${String(gift.cardNo).slice(-4)}$`) }, { timeout: 20_000 });
      expect(link).toHaveAttribute('href', `/giftCard/${opaqueKeyOf(gift.cardNo)}/show`);
      await user.click(link);
      await waitFor(() => expect(location().pathname).toBe(`/giftCard/${opaqueKeyOf(gift.cardNo)}/show`));
      expect(await screen.findByText(formatWon(gift.chargeAmt), {}, { timeout: 20_000 })).toBeInTheDocument();
      expect(screen.queryByText('요청한 항목을 찾을 수 없습니다.')).not.toBeInTheDocument();

      for (const request of requests) expect(`${request.path}${request.search}`).not.toContain(String(gift.cardNo));
      for (const body of bodies) expect(body).not.toMatch(FULL_CARD);
    },
    LONG,
  );

  it(
    'the same reader on coupons: a masked coupon number opens /coupon/{couponKey}/show, and no coupon number travels in a call or a reply',
    async () => {
      readGiftCardsAndCoupons();
      const coupon = rowsOf('coupon')[0];
      const bodies = replyBodies();
      const { user, requests, location } = await renderScreen(`/coupon?filter=${encodeURIComponent(JSON.stringify({ cusId: coupon.cusId }))}`, {
        adminId: 'hq.reader1',
      });
      const table = await screen.findByRole('table', {}, { timeout: 20_000 });
      // the row opens its coupon (no link on the number): its masked number ends in the last four digits
      await user.click(await within(table).findByText(new RegExp(`${String(coupon.couponCode).slice(-4)}$`), {}, { timeout: 20_000 }));
      await waitFor(() => expect(location().pathname).toBe(`/coupon/${opaqueKeyOf(coupon.couponCode)}/show`));
      expect(await screen.findByText(String(coupon.couponName), {}, { timeout: 20_000 })).toBeInTheDocument();
      for (const request of requests) expect(`${request.path}${request.search}`).not.toContain(String(coupon.couponCode));
      for (const body of bodies) expect(body).not.toContain(String(coupon.couponCode));
    },
    LONG,
  );

  it('an old address holding a card number says so in Korean and asks the server nothing about it', async () => {
    const [card] = memberCards();
    const { requests } = await renderScreen(`/prepayCard/${String(card.cardNo)}/show`);
    expect(await screen.findByText(/카드번호가 들어간 이전 형식의 주소입니다/, {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(requests.filter((request) => `${request.path}${request.search}`.includes(String(card.cardNo)))).toEqual([]);
  });

  it(
    "hq.master's account form starts with the name, mobile and e-mail masked; those left masked are not sent on save",
    async () => {
      const account = adminTable().get('hq.viewer1');
      const { user, requests } = await renderScreen('/user/hq.viewer1');
      const mobile = await screen.findByRole('textbox', { name: '휴대폰 번호' }, { timeout: 40_000 });
      expect(mobile).toHaveValue(maskPhone(account?.adminHp));
      expect(mobile).toHaveAttribute('readonly');
      expect(screen.getByRole('textbox', { name: '이메일' })).toHaveValue(maskEmail(account?.adminEmail));
      expect(document.body.textContent ?? '').not.toContain(String(account?.adminHp));

      // the name revealed and changed; the mobile and the e-mail left masked
      await user.click(screen.getByRole('button', { name: '이름 보기' }));
      await waitFor(() => expect(screen.getByRole('textbox', { name: '이름' })).toHaveValue(String(account?.adminName)));
      const name = screen.getByRole('textbox', { name: '이름' });
      await user.clear(name);
      await user.type(name, '최서윤a');
      await user.click(screen.getByRole('button', { name: '저장' }));
      const saved = (await call(requests, 'PUT', /^\/api\/admin\/update$/)).body as Record<string, unknown>;
      expect(saved).toMatchObject({ adminId: 'hq.viewer1', adminName: '최서윤a' });
      expect(saved).not.toHaveProperty('adminHp');
      expect(saved).not.toHaveProperty('adminEmail');
      await waitFor(() =>
        expect(adminTable().get('hq.viewer1')).toMatchObject({ adminName: '최서윤a', adminHp: account?.adminHp, adminEmail: account?.adminEmail }),
      );
    },
    LONG,
  );

  it(
    "'보기' in an edit form asks the server, logged, and makes the full value editable",
    async () => {
      const account = adminTable().get('hq.viewer1');
      const { user, requests } = await renderScreen('/user/hq.viewer1');
      await screen.findByRole('textbox', { name: '휴대폰 번호' }, { timeout: 40_000 });
      const before = accessEntries().length;
      await user.click(screen.getByRole('button', { name: '휴대폰 번호 보기' }));
      expect((await call(requests, 'POST', /^\/api\/privacy\/reveal$/)).body).toEqual({ resource: 'user', id: 'hq.viewer1', field: 'adminHp' });
      await waitFor(() => expect(screen.getByRole('textbox', { name: '휴대폰 번호' })).toHaveValue(String(account?.adminHp)));
      expect(screen.getByRole('textbox', { name: '휴대폰 번호' })).not.toHaveAttribute('readonly');
      await waitFor(() =>
        expect(accessEntries().slice(before)).toEqual([
          expect.objectContaining({ action: '열람', adminId: 'hq.master', subject: expect.stringMatching(/\(휴대폰 번호\)$/) }),
        ]),
      );
      expect(calls(requests, 'PUT', /^\/api\/admin\/update$/)).toEqual([]);
    },
    LONG,
  );
});
