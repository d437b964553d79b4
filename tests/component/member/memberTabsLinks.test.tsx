import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accessEntries } from '@mocks/accessLog';
import { opaqueKeyOf } from '@mocks/opaqueKeys';
import { renderScreen } from '../../helpers/renderScreen';
import { aMember, call, countOf, header, LONG, rowsOf } from './memberHelpers';

/** The access log's reveals (mocks/accessLog.ts): who saw which value of which record in full. */
const reveals = () => accessEntries().filter((entry) => entry.action === '열람' && entry.subject.endsWith(')'));

describe('member tabs reach the records they list (issue 32)', () => {
  it('switching tabs replaces the history entry: the tab is in the URL, one Back leaves the member', async () => {
    const cusId = String(aMember().cusId);
    const { user, location, back } = await renderScreen(`/member/${cusId}/show`, { from: '/member' });
    await header();
    const tabs = await screen.findByRole('tablist', { name: '회원 이력' });
    for (const [label, tab] of [
      ['쿠폰', 'coupon'],
      ['카드', 'card'],
      ['메모', 'memo'],
    ]) {
      await user.click(within(tabs).getByRole('tab', { name: label }));
      await waitFor(() => expect(new URLSearchParams(location().search).get('tab')).toBe(tab));
    }
    expect(location().pathname).toBe(`/member/${cusId}/show`);
    back();
    await waitFor(() => expect(location().pathname).toBe('/member'));
  });

  it('shows the newest memos at the top of the detail, and 메모 전체 보기 opens the memo tab', async () => {
    const cusId = String(aMember((member) => countOf('memo', String(member.cusId)) === 0).cusId);
    const { user, location } = await renderScreen(`/member/${cusId}/show`);
    await header();
    const memos = await screen.findByTestId('member-memos');
    expect(await within(memos).findByText('등록된 메모가 없습니다.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '메모' }));
    await user.type(await screen.findByRole('textbox', { name: '새 메모' }), '환불 문의: 잔액 확인 후 재안내');
    await user.click(screen.getByRole('button', { name: '메모 등록' }));
    expect(await within(memos).findByText('환불 문의: 잔액 확인 후 재안내')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '스탬프' }));
    await user.click(within(memos).getByRole('button', { name: '메모 전체 보기' }));
    await waitFor(() => expect(new URLSearchParams(location().search).get('tab')).toBe('memo'));
  });

  it(
    'a card number opens the prepaid-card workspace or the gift card, and its 보기 reveals it, logged on the card',
    async () => {
      const owner = aMember((member) => countOf('prepayCard', String(member.cusId)) > 0 && countOf('giftCard', String(member.cusId)) > 0);
      const cusId = String(owner.cusId);
      const prepay = rowsOf('prepayCard').filter((row) => row.cusId === cusId);
      const gift = rowsOf('giftCard').filter((row) => row.cusId === cusId);
      const { user, requests, location } = await renderScreen(`/member/${cusId}/show?tab=card`);
      await header();
      const table = await screen.findByRole('table', { name: '카드' }, { timeout: 20_000 });
      await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(prepay.length + gift.length + 1));

      const giftNo = String(gift[0].cardNo);
      const giftLink = within(table).getByRole('link', { name: new RegExp(`${giftNo.slice(-4)}$`) });
      // cards open by their opaque key, never by their number (issue 34 item 6)
      expect(giftLink).toHaveAttribute('href', `/giftCard/${opaqueKeyOf(giftNo)}/show`);

      const cardNo = String(prepay[0].cardNo);
      const cardLink = within(table).getByRole('link', { name: new RegExp(`${cardNo.slice(-4)}$`) });
      expect(cardLink).toHaveAttribute('href', `/prepayCard/${opaqueKeyOf(cardNo)}/show`);
      const row = cardLink.closest('tr') as HTMLElement;
      const before = reveals().length;
      await user.click(within(row).getByRole('button', { name: '카드번호 보기' }));
      expect((await call(requests, 'POST', /^\/api\/privacy\/reveal$/)).body).toEqual({ resource: 'prepayCard', id: opaqueKeyOf(cardNo), field: 'cardNo' });
      await waitFor(() => expect(within(row).queryByRole('button', { name: '카드번호 보기' })).not.toBeInTheDocument());
      expect(screen.queryByText('개인정보 항목이 아닙니다.')).not.toBeInTheDocument();
      expect(reveals().slice(before)).toEqual([
        expect.objectContaining({ menuName: '선불카드 조회', subject: expect.stringMatching(/\(카드번호\)$/), adminId: 'hq.master' }),
      ]);

      await user.click(cardLink);
      await waitFor(() => expect(location().pathname).toBe(`/prepayCard/${opaqueKeyOf(cardNo)}/show`));
    },
    LONG,
  );

  it(
    'a coupon number opens the coupon, and its 보기 reveals it, logged on the coupon',
    async () => {
      const owner = aMember((member) => countOf('coupon', String(member.cusId)) > 0);
      const cusId = String(owner.cusId);
      const { user, requests, location } = await renderScreen(`/member/${cusId}/show?tab=coupon`);
      await header();
      const table = await screen.findByRole('table', { name: '쿠폰' }, { timeout: 20_000 });
      await waitFor(() => expect(within(table).getAllByRole('link').length).toBeGreaterThan(0));
      const link = within(table).getAllByRole('link')[0];
      // a coupon opens by its opaque key, never by its number (issue 34 item 6)
      const couponKey = (link.getAttribute('href') ?? '').split('/')[2];
      const coupon = rowsOf('coupon').find((row) => opaqueKeyOf(row.couponCode) === couponKey);
      expect(coupon?.cusId).toBe(cusId);
      expect(link).toHaveAttribute('href', `/coupon/${couponKey}/show`);
      expect(link.getAttribute('href')).not.toContain(String(coupon?.couponCode));

      const row = link.closest('tr') as HTMLElement;
      const before = reveals().length;
      await user.click(within(row).getByRole('button', { name: '쿠폰 번호 보기' }));
      expect((await call(requests, 'POST', /^\/api\/privacy\/reveal$/)).body).toEqual({ resource: 'coupon', id: couponKey, field: 'couponCode' });
      await waitFor(() => expect(within(row).queryByRole('button', { name: '쿠폰 번호 보기' })).not.toBeInTheDocument());
      expect(reveals().slice(before)).toEqual([expect.objectContaining({ menuName: '쿠폰 조회', subject: expect.stringMatching(/\(쿠폰 번호\)$/) })]);

      await user.click(within(row).getByRole('link'));
      await waitFor(() => expect(location().pathname).toBe(`/coupon/${couponKey}/show`));
      expect(await screen.findByText(String(coupon?.couponName), {}, { timeout: 20_000 })).toBeInTheDocument();
    },
    LONG,
  );

  it('the phone history numbers reveal on their /phoneHistory row', async () => {
    const changed = rowsOf('phoneHistory')[0];
    const cusId = String(changed.cusId);
    const { user, requests } = await renderScreen(`/member/${cusId}/show`);
    await header();
    await user.click(await screen.findByRole('button', { name: '휴대폰 변경 이력' }));
    const dialog = within(await screen.findByRole('dialog'));
    const buttons = await dialog.findAllByRole('button', { name: '변경 전 번호 보기' }, { timeout: 20_000 });
    await user.click(buttons[0]);
    const sent = (await call(requests, 'POST', /^\/api\/privacy\/reveal$/)).body;
    expect(sent).toMatchObject({ resource: 'phoneHistory', field: 'beforeHp' });
    await waitFor(() => expect(dialog.queryAllByRole('button', { name: '변경 전 번호 보기' })).toHaveLength(buttons.length - 1));
    expect(screen.queryByText('개인정보 항목이 아닙니다.')).not.toBeInTheDocument();
  });
});
