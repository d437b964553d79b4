import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { collectionOf } from '@mocks/db';
import { findScreen } from '@resources/registry';
import { renderScreen } from '../../helpers/renderScreen';
import { dataRows, setDate } from '../boardHelpers';
import { call, calls, inDialog, LONG } from '../money/moneyHelpers';
import { standards } from './eDreamHelpers';

const rowsOf = (name: string) => collectionOf(findScreen(name) ?? (undefined as never)).all();
const COUPON = '90701';
const STAMP = '90702';

/** The options a select offers, then the one chosen. */
async function choose(user: UserEvent, label: RegExp, option: string): Promise<string[]> {
  await user.click(await screen.findByRole('combobox', { name: label }));
  const list = within(await screen.findByRole('listbox'));
  const names = list.getAllByRole('option').map((item) => item.textContent ?? '');
  await user.click(list.getByRole('option', { name: option }));
  return names;
}

describe('event standard form', () => {
  // the form's and the list's chunks, loaded once before the walks (a cold import on a busy machine outlasts a state's wait)
  beforeAll(async () => {
    await Promise.all([
      import('@/screens/generic/GenericList'),
      import('@/screens/eventStandard/EventStandardCreate'),
      import('@/screens/eventStandard/EventStandardEdit'),
    ]);
  }, 2 * LONG);

  it(
    'offers only the server’s reward types, conditions and bonus sets, asks for a coupon type, and saves a new standard',
    async () => {
      const rendered = await renderScreen('/eventStandard/create');
      const { user, requests, container } = rendered;
      expect(await screen.findByRole('heading', { name: '이벤트 지급 기준 등록', level: 2 }, { timeout: 90000 })).toBeInTheDocument();
      await call(requests, 'GET', /^\/api\/eventStandard\/rewardType\/empty$/, false);
      await call(requests, 'GET', /^\/api\/eventStandard\/joinType\/empty$/, false);

      // a coupon needs its coupon type (GET couponType/list)
      expect(await choose(user, /지급 혜택/, '쿠폰')).toEqual(['쿠폰', '스탬프']);
      await call(requests, 'GET', new RegExp(`^/api/eventStandard/empty/${COUPON}$`), false);
      await call(requests, 'GET', /^\/api\/eventStandard\/couponType\/list$/, false);
      expect(await choose(user, /지급 조건/, '생일')).toEqual(['신규 가입', '첫 주문', '생일', '등급 달성']);
      await user.click(screen.getByRole('button', { name: '저장' }));
      expect(await screen.findByText('지급 쿠폰을 선택해주세요.')).toBeInTheDocument();

      // stamps are not given on a birthday: the condition is cleared, the bonus sets offered
      await choose(user, /지급 혜택/, '스탬프');
      await call(requests, 'GET', new RegExp(`^/api/eventStandard/joinType/${STAMP}$`), false);
      await call(requests, 'GET', new RegExp(`^/api/eventStandard/empty/${STAMP}$`), false);
      await call(requests, 'GET', /^\/api\/eventStandard\/bonusStampSet\/list$/, false);
      const bonus = rowsOf('bonusStampSet')[0];
      const offered = await choose(user, /보너스 스탬프 설정/, String(bonus.title));
      expect(offered).toHaveLength(rowsOf('bonusStampSet').length + 1); // '보너스 없음' first
      expect(await choose(user, /지급 조건/, '첫 주문')).toEqual(['신규 가입', '첫 주문', '등급 달성']);
      const count = screen.getByRole('textbox', { name: /지급 스탬프 수/ });
      expect(count).toHaveValue('1');
      await user.clear(count);
      await user.type(count, '3');
      await user.click(screen.getByRole('textbox', { name: /기준명/ }));
      await user.paste('첫 주문 감사 스탬프');
      await setDate(container, 'startDt', '2026-12-01');
      await setDate(container, 'endDt', '2026-12-31');
      await user.click(screen.getByRole('radio', { name: '사용' }));
      const before = standards().all().length;
      await user.click(screen.getByRole('button', { name: '저장' }));
      expect((await call(requests, 'POST', /^\/api\/eventStandard\/save$/)).body).toMatchObject({
        title: '첫 주문 감사 스탬프',
        rewardType: STAMP,
        joinType: '90802',
        bonusStampId: bonus.id,
        rewardQty: 3,
        startDt: '2026-12-01',
        endDt: '2026-12-31',
        useYn: 'Y',
      });
      expect(await screen.findByText('등록되었습니다.')).toBeInTheDocument();
      expect(standards().all()).toHaveLength(before + 1);
      await call(requests, 'GET', /^\/api\/eventStandard\/list$/, false);
    },
    3 * LONG,
  );

  it(
    'reads a standard and its type’s part, puts the server’s values in when the type changes, saves it, and deletes another after a confirmation',
    async () => {
      const target = standards()
        .all()
        .find((row) => row.rewardType === COUPON && row.joinType !== '90803') as Record<string, unknown>;
      const id = String(target.id);
      const rev = target.rev; // the row is live: read before the save changes it
      const { user, requests } = await renderScreen(`/eventStandard/${id}`);
      await screen.findByRole('combobox', { name: /지급 쿠폰/ }, { timeout: 60000 }); // the form and its chunk
      await call(requests, 'GET', new RegExp(`^/api/eventStandard/${id}$`), false);
      await call(requests, 'GET', new RegExp(`^/api/eventStandard/${id}/${COUPON}$`), false);
      const couponName = String(rowsOf('couponType').find((row) => String(row.id) === String(target.couponTypeId))?.couponName);
      await waitFor(() => expect(screen.getByRole('combobox', { name: /지급 쿠폰/ })).toHaveTextContent(couponName));

      await choose(user, /지급 혜택/, '스탬프');
      await call(requests, 'GET', new RegExp(`^/api/eventStandard/${id}/${STAMP}$`), false);
      await waitFor(() => expect(screen.getByRole('textbox', { name: /지급 스탬프 수/ })).toHaveValue('1'));
      expect(screen.queryByRole('combobox', { name: /지급 쿠폰/ })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: '저장' }));
      expect((await call(requests, 'POST', /^\/api\/eventStandard\/save$/)).body).toMatchObject({ id, rewardType: STAMP, rewardQty: 1, rev });
      expect(await screen.findByText('수정되었습니다.')).toBeInTheDocument();
      expect(standards().get(id)).toMatchObject({ rewardType: STAMP, couponTypeId: '' });

      // 삭제 on another standard of the list, after '확인'
      await screen.findByRole('table', {}, { timeout: 60000 }); // back on the list (its chunk loads first)
      const rows = await dataRows();
      const row = rows.find((candidate) => !within(candidate).queryByText(String(target.title))) as HTMLElement;
      await user.click(within(row).getAllByRole('cell')[2]);
      const opened = await waitFor(() => {
        const found = calls(requests, 'GET', /^\/api\/eventStandard\/\d+$/).find((entry) => entry.path !== `/api/eventStandard/${id}`);
        if (!found) throw new Error('the other standard is not read yet');
        return found.path.split('/').at(-1) as string;
      });
      await user.click(await screen.findByRole('button', { name: '삭제' }));
      await user.click((await inDialog()).getByRole('button', { name: '확인' }));
      await call(requests, 'DELETE', new RegExp(`^/api/eventStandard/${opened}$`), false);
      expect(await screen.findByText('삭제되었습니다.')).toBeInTheDocument();
      expect(standards().get(opened)).toBeUndefined();
    },
    2 * LONG,
  );
});
