import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { credentialOf, qaAdminIds, STORE_GROUP } from '@mocks/accounts';
import { adminTable, collectionOf, credentialTable, menuTable } from '@mocks/db';
import { findScreen } from '@resources/registry';
import { createDataProvider } from '@/providers/dataProvider';
import { QA_PASSWORD, renderScreen, signIn } from '../helpers/renderScreen';
import { aMember, dialog, inDialog, LONG } from './member/memberHelpers';
import { opaqueKeyOf } from '@mocks/opaqueKeys';
import { expectNoDialog, memberCards } from './money/moneyHelpers';

/** Issue 34 items 3 and 4 in the console, on the real mock: 변경 이력 on records, 권한 변경 이력 on /authLog and on an account. */
type Row = Record<string, unknown>;
const table = (name: string) => {
  const declared = findScreen(name);
  if (!declared) throw new Error(`no screen ${name}`);
  return collectionOf(declared);
};

/** A seeded account given only `menus`, without 등록/수정/삭제, and the QA password to sign in with. */
function reader(menus: string[]): string {
  const row = adminTable()
    .all()
    .find((candidate) => candidate.useYn !== 'N' && candidate.grpId !== STORE_GROUP && !qaAdminIds.includes(candidate.adminId));
  if (!row) throw new Error('no seeded account');
  const menuAuth = Object.fromEntries(menus.map((code) => [code, { add: 0 as const, mod: 0 as const, del: 0 as const }]));
  adminTable().update(row.adminId, { pwdTempYn: 0, pwdChangeYn: 0, accessMenu: menus, menuAuth });
  credentialTable().remove(row.adminId);
  credentialTable().insert(credentialOf(row.adminId, QA_PASSWORD));
  return row.adminId;
}

const section = (name: string) => screen.findByRole('region', { name }, { timeout: 20000 });

describe('변경 이력 (issue 34 item 4)', () => {
  it(
    'a level change made in the member workspace shows in the member’s 변경 이력 tab, with before → after and who',
    async () => {
      const member = aMember((row) => row.level === 'WELCOME');
      const cusId = String(member.cusId);
      const { user } = await renderScreen(`/member/${cusId}/show`);
      await user.click(await screen.findByRole('tab', { name: '변경 이력' }, { timeout: 20000 }));
      expect(await within(await section('변경 이력')).findByText('변경 이력이 없습니다.')).toBeInTheDocument();

      await user.click(await screen.findByRole('button', { name: '등급 변경' }));
      const box = within(await dialog());
      await user.click(box.getByRole('radio', { name: '블루' }));
      await user.type(box.getByRole('textbox', { name: /변경 사유/ }), '고객센터 보상 상향');
      await user.click(box.getByRole('button', { name: '저장' }));
      await user.click((await inDialog()).getByRole('button', { name: '확인' }));
      expect(await screen.findByText('회원 등급이 변경되었습니다.')).toBeInTheDocument();

      await user.click(await screen.findByRole('tab', { name: '스탬프' }));
      await user.click(await screen.findByRole('tab', { name: '변경 이력' }));
      const history = within(await screen.findByRole('table', { name: '변경 이력' }, { timeout: 20000 }));
      expect(await history.findByText('등급 변경')).toBeInTheDocument();
      expect(history.getByText('회원 등급')).toBeInTheDocument();
      expect(history.getByText('웰컴 → 블루')).toBeInTheDocument();
      expect(history.getByText('hq.master · 김민준')).toBeInTheDocument();
      expect(history.getByText(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)).toBeInTheDocument();
    },
    LONG,
  );

  it(
    'a store’s write shows on its detail: full personal values for hq.master, masked for a reader without the modify flag',
    async () => {
      const store = table('storeManage').all()[0];
      const id = String(store.storeId);
      await signIn('hq.master');
      await createDataProvider().update('storeManage', {
        id,
        data: { ...store, ownerName: '홍길동', storeTel: '010-9876-5432', storeStatus: 'PAUSE' },
        previousData: { ...store, id },
      });

      await renderScreen(`/storeManage/${id}`);
      let history = within(await screen.findByRole('table', { name: '변경 이력' }, { timeout: 20000 }));
      expect(await history.findByText('hq.master · 김민준')).toBeInTheDocument();
      expect(history.getByText('수정')).toBeInTheDocument();
      expect(history.getByText(/→ 홍길동$/)).toBeInTheDocument();
      expect(history.getByText(/→ 010-9876-5432$/)).toBeInTheDocument();
      expect(history.getByText(/→ 휴점$/)).toBeInTheDocument();

      cleanup();
      await renderScreen(`/storeManage/${id}`, { adminId: reader(['0501']) });
      history = within(await screen.findByRole('table', { name: '변경 이력' }, { timeout: 20000 }));
      expect(await history.findByText(/→ 홍\*동$/)).toBeInTheDocument();
      expect(history.getByText(/→ 010-\*\*\*\*-5432$/)).toBeInTheDocument();
      expect(history.queryByText(/9876/)).not.toBeInTheDocument();
    },
    LONG,
  );

  it(
    'a main-card change made in the prepaid-card workspace shows in the card’s 변경 이력 tab',
    async () => {
      const cardNo = String(memberCards()[1].cardNo);
      const { user } = await renderScreen(`/prepayCard/${opaqueKeyOf(cardNo)}/show`);
      await user.click(await screen.findByRole('tab', { name: '변경 이력' }, { timeout: 20000 }));
      expect(await within(await section('변경 이력')).findByText('변경 이력이 없습니다.')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: '대표카드 설정' }));
      await user.click((await inDialog()).getByRole('button', { name: '확인' }));
      expect(await screen.findByText('대표카드로 설정되었습니다.')).toBeInTheDocument();
      await expectNoDialog();
      await user.click(screen.getByRole('tab', { name: '이용 내역' }));
      await user.click(await screen.findByRole('tab', { name: '변경 이력' }));
      const history = within(await screen.findByRole('table', { name: '변경 이력' }, { timeout: 20000 }));
      expect(await history.findByText('대표 카드 변경')).toBeInTheDocument();
      expect(history.getByText('일반 → 대표')).toBeInTheDocument();
      expect(history.getByText('hq.master · 김민준')).toBeInTheDocument();
    },
    LONG,
  );

  it(
    'an item and a coupon type show their writes; a record without one says so',
    async () => {
      const item = table('item').all()[0];
      const coupon = table('couponType').all()[1];
      await signIn('hq.master');
      const dp = createDataProvider();
      await dp.update('item', {
        id: String(item.itemCd),
        data: { ...item, itemName: '바닐라 라떼 (변경)' },
        previousData: { ...item, id: String(item.itemCd) },
      });
      await renderScreen(`/item/${String(item.itemCd)}`);
      expect(
        await within(await screen.findByRole('table', { name: '변경 이력' }, { timeout: 20000 })).findByText(/→ 바닐라 라떼 \(변경\)$/),
      ).toBeInTheDocument();

      cleanup();
      await renderScreen(`/couponType/${String(coupon.id)}`);
      await waitFor(() => expect(screen.getByText('변경 이력이 없습니다.')).toBeInTheDocument(), { timeout: 20000 });
    },
    LONG,
  );
});

describe('권한 변경 이력 (issue 34 item 3)', () => {
  it(
    'a menu grant change, a create and a delete show on /authLog and on the account’s detail, with before → after',
    async () => {
      await signIn('hq.master');
      const dp = createDataProvider();
      const detail = (await dp.getOne('user', { id: 'hq.viewer1' })).data as Row;
      const menuAuth = (detail.menuAuth as Row[]).map((entry) => (entry.menuCd === '0701' ? { ...entry, authModYn: 0 } : entry));
      await dp.update('user', { id: 'hq.viewer1', data: { ...detail, menuAuth }, previousData: { ...detail, id: 'hq.viewer1' } });
      const account = {
        adminId: 'new.admin01',
        adminName: '신규관리자',
        grpId: 2,
        adminHp: '010-1111-2222',
        adminEmail: 'new@bean.kr',
        adminPwd: 'Mocha2026##',
      };
      await dp.create('user', { data: { ...account, accessMenu: ['0701'] } });
      await dp.delete('user', { id: 'new.admin01', previousData: { ...account, id: 'new.admin01' } });
      const memberMenu = String(
        menuTable()
          .all()
          .find((row) => row.menuCd === '0701')?.menuTitle,
      );

      await renderScreen('/authLog');
      expect(await screen.findByText('권한 변경 이력은 3년간 보관됩니다.', {}, { timeout: 20000 })).toBeInTheDocument();
      const list = await screen.findByRole('table', {}, { timeout: 20000 });
      await waitFor(() => expect(within(list).getAllByText('new.admin01')).toHaveLength(2));
      expect(within(list).getByText('삭제')).toBeInTheDocument();
      expect(within(list).getByText('등록')).toBeInTheDocument();
      expect(within(list).getByText('메뉴 권한')).toBeInTheDocument();
      expect(within(list).getByText(`${memberMenu}: 수정 권한 허용`)).toBeInTheDocument();
      expect(within(list).getByText(`${memberMenu}: 수정 권한 없음`)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /등록|삭제|수정/ })).not.toBeInTheDocument();

      cleanup();
      await renderScreen('/user/hq.viewer1');
      const grants = within(await screen.findByRole('table', { name: '권한 변경 이력' }, { timeout: 20000 }));
      expect(await grants.findByText('메뉴 권한')).toBeInTheDocument();
      expect(grants.getByText(`${memberMenu}: 수정 권한 허용`)).toBeInTheDocument();
      expect(grants.getByText(`${memberMenu}: 수정 권한 없음`)).toBeInTheDocument();
      expect(grants.getByText('hq.master')).toBeInTheDocument();
    },
    LONG,
  );
});
