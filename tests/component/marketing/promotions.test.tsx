import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { josa } from '@/validation/josa';
import { collectionOf } from '@mocks/db';
import { findScreen } from '@resources/registry';
import { openReference } from '../../helpers/reference';
import { renderScreen } from '../../helpers/renderScreen';
import { setDate } from '../boardHelpers';
import { call, expectNoDialog, inDialog, LONG } from '../money/moneyHelpers';

/**
 * The "other resources" of marketing on the generated screens and 프로모션 복제: coupon types,
 * single promotions and payment random numbers (list, detail, create, update, delete), and the
 * subscription products' list.
 */
const rowsOf = (name: string) => {
  const declaration = findScreen(name);
  if (!declaration) throw new Error(`no ${name} screen`);
  return collectionOf(declaration);
};

/** A select's option; done once its menu has gone (the next field's list is then the only listbox). */
async function choose(user: UserEvent, label: RegExp, option: string): Promise<void> {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

/** A reference's autocomplete: the first coupon type offered. */
async function chooseFirstCouponType(user: UserEvent, label: RegExp): Promise<string> {
  const [first] = await within(await openReference(user, label)).findAllByRole('option');
  const name = first.textContent ?? '';
  await user.click(first);
  return name;
}

/** On a record's form: saves a changed name (GET then PUT {type}/{id}), back on the list. */
async function editAndSave(user: UserEvent, requests: Parameters<typeof call>[0], type: string, id: string, label: RegExp, value: string) {
  const input = await screen.findByRole('textbox', { name: label }, { timeout: 90_000 });
  await call(requests, 'GET', new RegExp(`^/api/${type}/${id}$`), false);
  await user.clear(input);
  await user.type(input, value);
  await user.click(screen.getByRole('button', { name: '저장' }));
  const put = await call(requests, 'PUT', new RegExp(`^/api/${type}/${id}$`));
  expect(put.body).toMatchObject({ promotionName: value });
  await waitFor(() => expect(rowsOf(type).get(id)).toMatchObject({ promotionName: value }));
  await call(requests, 'GET', new RegExp(`^/api/${type}$`), false);
}

describe('coupon types, promotions and payment random numbers', () => {
  it(
    'creates a coupon type and a single promotion naming it (POST couponType, POST promotion), and lists the subscription products',
    async () => {
      const { user, requests, unmount } = await renderScreen('/couponType/create');
      await user.type(await screen.findByRole('textbox', { name: /쿠폰명/ }, { timeout: 90_000 }), '봄 시즌 아메리카노 교환권');
      await choose(user, /혜택 구분/, '상품 교환');
      await user.type(screen.getByRole('textbox', { name: /유효 기간/ }), '30');
      await user.click(screen.getByRole('button', { name: '저장' }));
      const coupon = await call(requests, 'POST', /^\/api\/couponType$/);
      expect(coupon.body).toMatchObject({ couponName: '봄 시즌 아메리카노 교환권', discountType: 'ITEM', validDays: 30 });
      await waitFor(() =>
        expect(
          rowsOf('couponType')
            .all()
            .some((row) => row.couponName === '봄 시즌 아메리카노 교환권'),
        ).toBe(true),
      );
      unmount();

      const second = await renderScreen('/promotion/create');
      await second.user.type(await screen.findByRole('textbox', { name: /프로모션명/ }, { timeout: 90_000 }), '봄맞이 단일 프로모션');
      await second.user.type(screen.getByRole('textbox', { name: /이벤트 코드/ }), 'SPRING-PROMO');
      await choose(second.user, /혜택 구분/, '증정');
      const couponName = await chooseFirstCouponType(second.user, /지급 쿠폰/);
      await setDate(second.container, 'startDt', '2026-04-01');
      await setDate(second.container, 'endDt', '2026-04-30');
      await second.user.click(screen.getByRole('button', { name: '저장' }));
      const promotion = await call(second.requests, 'POST', /^\/api\/promotion$/);
      expect(promotion.body).toMatchObject({
        promotionName: '봄맞이 단일 프로모션',
        eventId: 'SPRING-PROMO',
        promoType: 'GIFT',
        startDt: '2026-04-01',
        endDt: '2026-04-30',
      });
      const couponTypeId = (promotion.body as { couponTypeId?: unknown }).couponTypeId;
      expect(rowsOf('couponType').get(couponTypeId)?.couponName).toBe(couponName);
      await waitFor(() =>
        expect(
          rowsOf('promotion')
            .all()
            .some((row) => row.promotionName === '봄맞이 단일 프로모션'),
        ).toBe(true),
      );
      second.unmount();

      const third = await renderScreen('/subscribe');
      await screen.findByRole('table', {}, { timeout: 90_000 });
      await call(third.requests, 'GET', /^\/api\/subscribe$/, false);
      await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row').length).toBeGreaterThan(1), { timeout: 20_000 });
    },
    LONG * 3,
  );

  it(
    'edits and deletes a promotion (GET, PUT, DELETE promotion/{id})',
    async () => {
      const [row] = rowsOf('promotion').all();
      const id = String(row.id);
      const { user, requests } = await renderScreen(`/promotion/${id}`);
      await editAndSave(user, requests, 'promotion', id, /프로모션명/, '여름맞이 단일 프로모션');
      await user.click(await screen.findByText('여름맞이 단일 프로모션', {}, { timeout: 20_000 }));
      await waitFor(() => expect(screen.getByRole('textbox', { name: /프로모션명/ })).toHaveValue('여름맞이 단일 프로모션'), { timeout: 20_000 });
      await user.click(screen.getByRole('button', { name: '삭제' }));
      await user.click((await inDialog()).getByRole('button', { name: '확인' }));
      await call(requests, 'DELETE', new RegExp(`^/api/promotion/${id}$`), false);
      await waitFor(() => expect(rowsOf('promotion').get(id)).toBeUndefined());
    },
    LONG * 3,
  );

  it(
    'duplicates a payment random-number coupon (confirm, the copy opened), edits and deletes the copy, and creates one',
    async () => {
      const [source] = rowsOf('paymentRandomNumber').all();
      const sourceId = String(source.id);
      const before = rowsOf('paymentRandomNumber').all().length;
      const first = await renderScreen(`/paymentRandomNumber/${sourceId}`);
      const { user, requests } = first;
      await user.click(await screen.findByRole('button', { name: '프로모션 복제' }, { timeout: 90_000 }));
      const dialog = await inDialog();
      dialog.getByText(`${josa(`'${String(source.promotionName)}'`, '을/를')} 복제하여 새 결제 난수 쿠폰을 만듭니다. 사용 수량은 0으로 시작합니다.`);
      await user.click(dialog.getByRole('button', { name: '확인' }));
      await call(requests, 'POST', new RegExp(`^/api/paymentRandomNumber/duplicate/promotion/${sourceId}$`), false);
      expect(await screen.findByText('프로모션을 복제하였습니다. 복제된 프로모션을 엽니다.')).toBeInTheDocument();
      await expectNoDialog();
      await waitFor(() => expect(rowsOf('paymentRandomNumber').all()).toHaveLength(before + 1));
      const copy = rowsOf('paymentRandomNumber').all().at(-1) ?? {};
      expect(copy).toMatchObject({ promotionName: `${String(source.promotionName).slice(0, 45)} (복제)`, useCnt: 0, payMethod: source.payMethod });
      const copyId = String(copy.id);
      // the copy is the record now open
      await waitFor(() => expect(screen.getByRole('textbox', { name: /난수 발급명/ })).toHaveValue(String(copy.promotionName)), { timeout: 20_000 });
      await editAndSave(user, requests, 'paymentRandomNumber', copyId, /난수 발급명/, '가을 결제 난수 쿠폰');
      first.unmount();

      const again = await renderScreen(`/paymentRandomNumber/${copyId}`);
      await waitFor(() => expect(screen.getByRole('textbox', { name: /난수 발급명/ })).toHaveValue('가을 결제 난수 쿠폰'), { timeout: 90_000 });
      await again.user.click(screen.getByRole('button', { name: '삭제' }));
      await again.user.click((await inDialog()).getByRole('button', { name: '확인' }));
      await call(again.requests, 'DELETE', new RegExp(`^/api/paymentRandomNumber/${copyId}$`), false);
      await waitFor(() => expect(rowsOf('paymentRandomNumber').get(copyId)).toBeUndefined());
      again.unmount();

      const created = await renderScreen('/paymentRandomNumber/create');
      await created.user.type(await screen.findByRole('textbox', { name: /난수 발급명/ }, { timeout: 90_000 }), '카드 결제 난수 쿠폰');
      await chooseFirstCouponType(created.user, /지급 쿠폰/);
      await created.user.type(screen.getByRole('textbox', { name: /발급 수량/ }), '500');
      await created.user.type(screen.getByRole('textbox', { name: /최소 결제 금액/ }), '10000');
      await choose(
        created.user,
        /적용 결제 수단/,
        String(findScreen('paymentRandomNumber')?.fields.find((field) => field.source === 'payMethod')?.choices?.[0].name),
      );
      await setDate(created.container, 'startDt', '2026-05-01');
      await setDate(created.container, 'endDt', '2026-05-31');
      await created.user.click(screen.getByRole('button', { name: '저장' }));
      const post = await call(created.requests, 'POST', /^\/api\/paymentRandomNumber$/);
      expect(post.body).toMatchObject({ promotionName: '카드 결제 난수 쿠폰', issueCnt: 500, minPayAmt: 10000, startDt: '2026-05-01' });
      await waitFor(() =>
        expect(
          rowsOf('paymentRandomNumber')
            .all()
            .some((row) => row.promotionName === '카드 결제 난수 쿠폰'),
        ).toBe(true),
      );
    },
    LONG * 3,
  );
});
