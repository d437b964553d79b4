import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderScreen } from '../../helpers/renderScreen';
import { dataRows } from '../boardHelpers';
import { call, calls, expectNoDialog, inDialog, LONG } from '../money/moneyHelpers';
import { cases, eDreamCoupons, gifts, header, headerShows, newestCase, section, stores } from './eDreamHelpers';
import { josa } from '@/validation/josa';

const button = (name: string | RegExp) => screen.getByRole('button', { name });
/** Clicks the toolbar's button, then '확인' in its confirmation. */
async function confirm(user: UserEvent, name: string | RegExp) {
  await user.click(button(name));
  const box = await inDialog();
  await user.click(box.getByRole('button', { name: '확인' }));
  return box;
}
async function retype(user: UserEvent, box: ReturnType<typeof within>, name: string, value: string) {
  const input = box.getByRole('textbox', { name: new RegExp(`^${name}`) });
  await user.clear(input);
  if (value) await user.paste(value);
}

describe('the eDream case', () => {
  // the screens' chunks, loaded once before the walks (a cold import on a busy machine outlasts a state's wait)
  beforeAll(async () => {
    await Promise.all([import('@/screens/generic/GenericList'), import('@/screens/eDream/EDreamCaseShow')]);
  }, 2 * LONG);

  it(
    'opens from a row of /eDream with its customer, coupons and stamps; changes the stamps, issues a ticket once and cancels its coupon',
    async () => {
      const target = newestCase();
      const id = String(target.id);
      cases().update(id, { ticketStatus: 'NONE', ticketNo: '', stampCnt: 4 }); // a case still collecting stamps
      const { user, requests } = await renderScreen('/eDream');
      await screen.findByRole('table', {}, { timeout: 60000 }); // the list and its chunk
      expect(await call(requests, 'GET', /^\/api\/eDreamSet\/list$/, false)).toBeDefined();
      const [first] = await dataRows();
      await user.click(within(first).getAllByText(id)[0]);
      await header();
      for (const path of [`eDreamSet/${id}`, `eDreamSet/searchCustomer/${id}`, `eDreamSet/searchCoupon/${id}`, `eDreamSet/stamp/${id}`, 'eDreamSet/setting'])
        await call(requests, 'GET', new RegExp(`^/api/${path}$`), false);
      await headerShows('edream-stamps', '4개 / 교환 기준 10개');
      await waitFor(() => expect(section('고객 조회').getByText(String(target.cusId))).toBeInTheDocument());
      await waitFor(() => expect(section('스탬프 내역').getAllByRole('row').length).toBeGreaterThan(1));
      // stamps the orders earned were recorded by the server itself: '시스템', not its id
      expect(section('스탬프 내역').getAllByRole('cell', { name: '시스템' }).length).toBeGreaterThan(0);
      expect(section('스탬프 내역').queryByText('system')).toBeNull();
      expect(section('쿠폰 조회').getByText('데이터가 없습니다.')).toBeInTheDocument();

      // not enough stamps: 티켓 발급 is off, and the bar says why
      expect(button('티켓 발급')).toBeDisabled();
      expect(screen.getByTestId('blocked-note')).toHaveTextContent('스탬프가 부족해 티켓을 발급할 수 없습니다. (보유 4개, 필요 10개)');

      // 스탬프 변경: a whole number from 0 to 99, with a reason
      await user.click(button('스탬프 변경'));
      let box = await inDialog();
      await retype(user, box, '변경할 스탬프 수', '100');
      await user.click(box.getByRole('button', { name: '저장' }));
      expect(box.getByText('스탬프 수는 0~99 사이의 정수로 입력해주세요.')).toBeInTheDocument();
      // numeric keys only (spec §5): letters, signs and the point never get in
      await retype(user, box, '변경할 스탬프 수', '-1a.2');
      expect(box.getByRole('textbox', { name: '변경할 스탬프 수' })).toHaveValue('12');
      await user.click(box.getByRole('button', { name: '저장' }));
      expect(box.getByText('사유를 입력해주세요.')).toBeInTheDocument();
      expect(calls(requests, 'POST', /stampChange/)).toHaveLength(0);
      await user.click(box.getByRole('textbox', { name: /변경 사유/ }));
      await user.paste('고객 요청 보정');
      await user.click(box.getByRole('button', { name: '저장' }));
      expect((await call(requests, 'POST', new RegExp(`^/api/eDreamSet/stampChange/${id}$`))).body).toEqual({ stampCnt: 12, reason: '고객 요청 보정' });
      expect(await screen.findByText('스탬프가 12개로 변경되었습니다.')).toBeInTheDocument();
      await expectNoDialog();
      await headerShows('edream-stamps', '12개 / 교환 기준 10개');
      await waitFor(() => expect(section('스탬프 내역').getByText('관리자 변경: 고객 요청 보정')).toBeInTheDocument());

      // 티켓 발급 spends the goal's stamps; a second one is not offered
      await confirm(user, '티켓 발급');
      expect((await call(requests, 'POST', new RegExp(`^/api/eDreamSet/ticket/${id}$`))).body).toEqual({});
      expect(await screen.findByText('교환권이 발급되었습니다.')).toBeInTheDocument();
      await expectNoDialog();
      await headerShows('edream-stamps', '2개 / 교환 기준 10개');
      const ticketNo = String(cases().get(id)?.ticketNo);
      await waitFor(() => expect(within(screen.getByTestId('edream-header')).getByText('발급')).toBeInTheDocument());
      expect(button('티켓 발급')).toBeDisabled();
      expect(screen.getByTestId('blocked-note')).toHaveTextContent(
        '발급된 교환권이 있어 티켓을 발급할 수 없습니다. 교환권 쿠폰을 취소하면 다시 발급할 수 있습니다.',
      );

      // 쿠폰 취소 of the ticket's coupon cancels the ticket
      await waitFor(() => expect(section('쿠폰 조회').getByText(ticketNo)).toBeInTheDocument());
      expect(screen.getByTestId('edream-ticket-count')).toHaveTextContent('발급된 교환권 1장 · 한도 1장'); // spec §3's coupon list
      await user.click(button(`${ticketNo} 쿠폰 취소`));
      box = await inDialog();
      expect(box.getByText(`쿠폰 ${ticketNo} (이드림 교환권)을 취소하시겠습니까? 취소한 쿠폰은 되돌릴 수 없습니다.`)).toBeInTheDocument();
      expect(box.getByRole('button', { name: '닫기' })).toHaveFocus(); // not '취소' beside a '쿠폰 취소'
      await user.click(box.getByRole('button', { name: '확인' }));
      expect((await call(requests, 'POST', new RegExp(`^/api/eDreamSet/couponCancel/${id}$`))).body).toEqual({ couponNo: ticketNo });
      expect(await screen.findByText('쿠폰이 취소되었습니다.')).toBeInTheDocument();
      await expectNoDialog();
      await waitFor(() => expect(within(screen.getByTestId('edream-header')).getByText('취소')).toBeInTheDocument());
      await waitFor(() => expect(button(`${ticketNo} 쿠폰 취소`)).toBeDisabled());

      // 스탬프 새로고침: counted again from the history
      await confirm(user, '스탬프 새로고침');
      expect((await call(requests, 'POST', new RegExp(`^/api/eDreamSet/stampRefresh/${id}$`))).body).toEqual({});
      expect(await screen.findByText('스탬프가 다시 집계되었습니다. (보유 2개)')).toBeInTheDocument();
    },
    2 * LONG,
  ); // the longest walk, with the list's and the case's first chunk loads

  it(
    'changes the store from the store list and the address (checked), refuses a coupon cancelled meanwhile, and saves the program setting',
    async () => {
      const target = cases()
        .all()
        .find((row) => row.ticketStatus === 'ISSUED') as Record<string, unknown>;
      const id = String(target.id);
      const names = stores()
        .all()
        .map((row) => row.storeName);
      const store = stores()
        .all()
        .find((row) => row.storeStatus !== 'CLOSED' && row.storeId !== target.storeId && names.filter((name) => name === row.storeName).length === 1) as Record<
        string,
        unknown
      >;
      const { user, requests } = await renderScreen(`/eDream/${id}/show`);
      await header();

      await user.click(await screen.findByRole('button', { name: '매장 변경' }, { timeout: 20000 })); // once the flags are read
      let box = await inDialog();
      await user.click(box.getByRole('button', { name: '저장' }));
      expect(box.getByText('매장을 선택해주세요.')).toBeInTheDocument();
      await user.click(box.getByRole('textbox', { name: /매장 검색/ }));
      await user.paste(String(store.storeName));
      await user.click(box.getByRole('button', { name: '검색' }));
      expect(JSON.parse((await call(requests, 'GET', /^\/api\/storeManage$/, false)).query.get('filter') ?? '{}')).toEqual({ storeName: store.storeName });
      await user.click(await box.findByRole('button', { name: `${String(store.storeName)} 선택` }));
      await user.click(box.getByRole('button', { name: '저장' }));
      expect((await call(requests, 'POST', new RegExp(`^/api/eDreamSet/ticketChangeStore/${id}$`))).body).toEqual({ storeId: store.storeId });
      expect(await screen.findByText(`수령 매장이 ${josa(String(store.storeName), '으로/로')} 변경되었습니다.`)).toBeInTheDocument();
      await expectNoDialog();
      await headerShows('edream-store', String(store.storeName));

      await user.click(button('주소 변경'));
      box = await inDialog();
      for (const name of ['우편번호', '주소', '상세 주소']) await retype(user, box, name, '');
      await user.click(box.getByRole('button', { name: '저장' }));
      for (const text of ['우편번호를 입력해주세요.', '주소를 입력해주세요.', '상세 주소를 입력해주세요.']) expect(box.getByText(text)).toBeInTheDocument();
      await retype(user, box, '우편번호', '123');
      await retype(user, box, '주소', '서울특별시 강남구 테헤란로 1');
      await retype(user, box, '상세 주소', '101동 202호');
      await user.click(box.getByRole('button', { name: '저장' }));
      expect(box.getByText('우편번호는 숫자 5자리로 입력해주세요.')).toBeInTheDocument();
      await retype(user, box, '우편번호', '06236');
      await user.click(box.getByRole('button', { name: '저장' }));
      expect((await call(requests, 'POST', new RegExp(`^/api/eDreamSet/ticketChangeAddress/${id}$`))).body).toEqual({
        zipCode: '06236',
        address: '서울특별시 강남구 테헤란로 1',
        addressDetail: '101동 202호',
      });
      expect(await screen.findByText('배송지가 변경되었습니다.')).toBeInTheDocument();
      await headerShows('edream-address', '(06236) 서울특별시 강남구 테헤란로 1 101동 202호');

      // another operator cancels the coupon while the confirmation is open
      const couponNo = String(target.ticketNo);
      await waitFor(() => expect(button(`${couponNo} 쿠폰 취소`)).toBeEnabled());
      await user.click(button(`${couponNo} 쿠폰 취소`));
      box = await inDialog();
      eDreamCoupons().update(couponNo, { couponStatus: 'CANCELED' });
      await user.click(box.getByRole('button', { name: '확인' }));
      expect(await box.findByText('이미 취소된 쿠폰입니다.')).toBeInTheDocument();
      await user.click(box.getByRole('button', { name: '닫기' }));
      await expectNoDialog();
      await waitFor(() => expect(button(`${couponNo} 쿠폰 취소`)).toBeDisabled());

      await user.click(button('교환 기준 설정'));
      box = await inDialog();
      await retype(user, box, '교환 기준 스탬프 수', '0');
      await user.click(box.getByRole('button', { name: '저장' }));
      expect(box.getByText('교환 기준 스탬프 수는 1~99 사이의 정수로 입력해주세요.')).toBeInTheDocument();
      await retype(user, box, '교환 기준 스탬프 수', '8');
      await user.click(box.getByRole('button', { name: '저장' }));
      expect((await call(requests, 'POST', /^\/api\/eDreamSet\/setting$/)).body).toEqual({ goalStamp: 8, rewardName: '이드림 교환권', rev: 1 });
      expect(await screen.findByText('이드림 설정이 저장되었습니다.')).toBeInTheDocument();
      await headerShows('edream-stamps', /교환 기준 8개$/);
    },
    2 * LONG,
  );

  it(
    'credits a stamp gift of the customer to the case once',
    async () => {
      const target = newestCase();
      const id = String(target.id);
      const gift = gifts()
        .all()
        .find((row) => row.edreamStampYn === 'N') as Record<string, unknown>;
      gifts().update(gift.id, { cusId: target.cusId }); // a gift the customer received
      const before = Number(target.stampCnt);
      const { user, requests } = await renderScreen(`/eDream/${id}/show`);
      await header();
      const give = await screen.findByRole('button', { name: new RegExp(`선물 ${String(gift.stampCnt)}개 지급$`) });
      expect(JSON.parse((await call(requests, 'GET', /^\/api\/eDreamStampGift$/, false)).query.get('filter') ?? '{}')).toEqual({
        cusId: target.cusId,
        edreamStampYn: 'N',
      });
      await user.click(give);
      const box = await inDialog();
      expect(box.getByText(`선물받은 스탬프 ${String(gift.stampCnt)}개를 이 회원의 이드림에 지급하시겠습니까?`)).toBeInTheDocument();
      await user.click(box.getByRole('button', { name: '확인' }));
      await call(requests, 'POST', new RegExp(`^/api/eDreamStampGift/issuedEdreamStamp/${String(gift.id)}$`));
      expect(await screen.findByText(`이드림 스탬프 ${String(gift.stampCnt)}개가 지급되었습니다.`)).toBeInTheDocument();
      await headerShows('edream-stamps', `${before + Number(gift.stampCnt)}개 / 교환 기준 10개`);
      expect(gifts().get(gift.id)?.edreamStampYn).toBe('Y');
      await waitFor(() => expect(screen.queryByRole('button', { name: new RegExp(`선물 ${String(gift.stampCnt)}개 지급$`) })).not.toBeInTheDocument());
    },
    LONG,
  );

  it(
    'lists the participants of /eDreamSearch from GET eDreamSet/search',
    async () => {
      const { requests } = await renderScreen('/eDreamSearch');
      await call(requests, 'GET', /^\/api\/eDreamSet\/search$/, false);
      expect((await dataRows()).length).toBeGreaterThan(0);
    },
    LONG,
  );
});
