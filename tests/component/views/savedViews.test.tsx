import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { credentialOf, qaAdminIds, STORE_GROUP } from '@mocks/accounts';
import { adminTable, credentialTable } from '@mocks/db';
import { savedViewDefaultTable, savedViewTable } from '@mocks/savedViews';
import { createDataProvider } from '@/providers/dataProvider';
import type { SavedViewState } from '@/types/savedViews';
import { findScreen } from '@resources/registry';
import { filterOfState } from '@/screens/generic/list/views/viewState';
import { OTHER_STORE_MSG } from '@mocks/storeScope';
import { QA_OWNER_STORES } from '@mocks/accounts';
import { QA_PASSWORD, renderScreen, signIn, type RecordedRequest } from '../../helpers/renderScreen';
import { dataRows, mockRows } from '../boardHelpers';

/** Issue 36 items 3 and 4 on the real mock: 검색 조건 저장, 저장된 검색 (apply, default, share, rename, delete) and 표시 항목 on the notice list. */
const LONG = 180_000;
const T = { timeout: 20_000 };

/** A title word that some notices have and others lack, so the filter visibly narrows the list. */
function aTitleWord(): string {
  const title = mockRows('notice')
    .map((row) => String(row.title))
    .find((candidate) => /[가-힣]{2,}/.test(candidate));
  return /[가-힣]{2,}/.exec(title ?? '')?.[0] ?? '공지';
}

/** A seeded head-office account of group 1 (hq.master's group) that opens 공지사항, with the QA password. */
function groupMate(): string {
  const row = adminTable()
    .all()
    .find(
      (candidate) => candidate.useYn !== 'N' && Number(candidate.grpId) === 1 && candidate.grpId !== STORE_GROUP && !qaAdminIds.includes(candidate.adminId),
    );
  if (!row) throw new Error('no seeded account of group 1');
  adminTable().update(row.adminId, { pwdTempYn: 0, pwdChangeYn: 0, smsAuthYn: 'N', accessMenu: ['1101'], menuAuth: { '1101': { add: 0, mod: 0, del: 0 } } });
  credentialTable().remove(row.adminId);
  credentialTable().insert(credentialOf(row.adminId, QA_PASSWORD));
  return row.adminId;
}

const listCalls = (requests: readonly RecordedRequest[]) => requests.filter((entry) => entry.method === 'GET' && entry.path === '/api/notice/list');
const headers = () =>
  screen
    .getAllByRole('columnheader', { hidden: true }) // the chooser is modal: the table behind it is aria-hidden
    .map((cell) => cell.textContent?.trim() ?? '')
    .filter(Boolean);

/** A view of hq.master's, saved through the API (as the console's 검색 조건 저장 sends it). */
async function saveAs(adminId: string, name: string, state: Partial<SavedViewState>, shared: 'N' | 'GROUP' = 'N') {
  await signIn(adminId);
  return createDataProvider().createSavedView({ screen: 'notice', name, shared, state: { filter: {}, ...state } });
}

describe('저장된 검색 (issue 36 item 3)', () => {
  beforeAll(() => import('@/screens/generic/GenericList'), 300_000);

  it(
    '검색 조건 저장 keeps the filter on the server; 저장된 검색 applies it again after 초기화',
    async () => {
      const word = aTitleWord();
      const { user, requests } = await renderScreen('/notice');
      await dataRows();
      await user.type(screen.getByRole('textbox', { name: '제목' }), word);
      await user.keyboard('{Enter}');
      await waitFor(() => expect(listCalls(requests).some((entry) => entry.query.get('title') === word)).toBe(true), T);

      await user.click(screen.getByRole('button', { name: '검색 조건 저장' }));
      const dialog = within(await screen.findByRole('dialog', { name: '검색 조건 저장' }));
      await user.click(dialog.getByRole('button', { name: '저장' }));
      expect(await dialog.findByText('검색 조건 이름을 입력해주세요.')).toBeInTheDocument();
      await user.type(dialog.getByRole('textbox', { name: /이름/ }), '아침 공지');
      await user.click(dialog.getByRole('button', { name: '저장' }));
      expect(await screen.findByText('검색 조건이 저장되었습니다.')).toBeInTheDocument();

      const post = requests.find((entry) => entry.method === 'POST' && entry.path === '/api/savedView');
      expect(post?.body).toMatchObject({
        screen: 'notice',
        name: '아침 공지',
        shared: 'N',
        state: { filter: { title: word }, perPage: 20, sort: 'sortOrder', order: 'ASC' },
      });
      const [stored] = savedViewTable().all();
      expect(stored).toMatchObject({ screen: 'notice', name: '아침 공지', ownerId: 'hq.master', shared: 'N' });

      await waitFor(() => expect(screen.queryByRole('dialog', { name: '검색 조건 저장' })).toBeNull(), T);
      await user.click(screen.getByRole('button', { name: '초기화' }));
      await waitFor(() => expect(screen.getByRole('textbox', { name: '제목' })).toHaveValue(''), T);
      const before = listCalls(requests).length;

      await user.click(screen.getByRole('button', { name: '저장된 검색' }));
      const menu = within(await screen.findByRole('menu', { name: '저장된 검색' }));
      await user.click(menu.getByRole('menuitem', { name: /아침 공지/ }));
      expect(await screen.findByText("'아침 공지' 검색 조건을 적용했습니다.")).toBeInTheDocument();
      // the list shows the view's filter again: asked anew, or answered from react-admin's cache of that same query
      await waitFor(() => expect(screen.getByRole('textbox', { name: '제목' })).toHaveValue(word), T);
      await waitFor(async () => {
        const rows = await dataRows();
        expect(rows.every((row) => row.textContent?.includes(word))).toBe(true);
      }, T);
      expect(
        listCalls(requests)
          .slice(before)
          .every((entry) => !entry.query.get('title') || entry.query.get('title') === word),
      ).toBe(true);
    },
    LONG,
  );

  it(
    'a view marked 기본 in 저장된 검색 관리 applies when the list opens without a filter in its address',
    async () => {
      const word = aTitleWord();
      const view = await saveAs('hq.master', '내 기본', { filter: { title: word } });
      const { user } = await renderScreen('/notice');
      await dataRows();
      await user.click(screen.getByRole('button', { name: '저장된 검색' }));
      await user.click(await screen.findByRole('menuitem', { name: '저장된 검색 관리' }));
      const manage = within(await screen.findByRole('dialog', { name: '저장된 검색 관리' }));
      await user.click(await manage.findByRole('button', { name: '내 기본 기본으로 지정' }));
      expect(await screen.findByText('기본 검색 조건으로 지정되었습니다.')).toBeInTheDocument();
      expect(savedViewDefaultTable().get(`hq.master|notice`)).toMatchObject({ viewId: view.id });
      expect(await manage.findByRole('button', { name: '내 기본 기본 해제' })).toBeInTheDocument();
      cleanup();

      const again = await renderScreen('/notice');
      await waitFor(() => expect(listCalls(again.requests).some((entry) => entry.query.get('title') === word)).toBe(true), T);
      await waitFor(() => expect(screen.getByRole('textbox', { name: '제목' })).toHaveValue(word), T);
      cleanup();

      // an address with its own filter wins over the default
      const linked = await renderScreen(`/notice?filter=${encodeURIComponent(JSON.stringify({ title: '다른말' }))}`);
      await waitFor(() => expect(listCalls(linked.requests).some((entry) => entry.query.get('title') === '다른말')).toBe(true), T);
      await screen.findByRole('button', { name: '저장된 검색' });
      await waitFor(() => expect(linked.requests.some((entry) => entry.path === '/api/savedView')).toBe(true), T);
      expect(listCalls(linked.requests).some((entry) => entry.query.get('title') === word)).toBe(false);
    },
    LONG,
  );

  it(
    'a view shared with the group is seen read-only by another admin of the group, who may apply it; the server refuses their rename and delete',
    async () => {
      const mate = groupMate();
      const word = aTitleWord();
      const shared = await saveAs('hq.master', '팀 공지', { filter: { title: word } }, 'GROUP');
      await saveAs('hq.master', '나만 보는 공지', { filter: {} });

      const { user, requests } = await renderScreen('/notice', { adminId: mate });
      await dataRows();
      await user.click(screen.getByRole('button', { name: '저장된 검색' }));
      const menu = within(await screen.findByRole('menu', { name: '저장된 검색' }));
      expect(await menu.findByRole('menuitem', { name: /팀 공지/ })).toHaveTextContent('hq.master · 김민준 공유 (읽기 전용)');
      expect(menu.queryByRole('menuitem', { name: /나만 보는 공지/ })).toBeNull();
      await user.click(menu.getByRole('menuitem', { name: '저장된 검색 관리' }));
      const manage = within(await screen.findByRole('dialog', { name: '저장된 검색 관리' }));
      expect(await manage.findByRole('button', { name: '팀 공지 적용' })).toBeInTheDocument();
      expect(manage.queryByRole('button', { name: '팀 공지 이름 변경' })).toBeNull();
      expect(manage.queryByRole('button', { name: '팀 공지 삭제' })).toBeNull();
      await user.click(manage.getByRole('button', { name: '팀 공지 적용' }));
      await waitFor(() => expect(listCalls(requests).some((entry) => entry.query.get('title') === word)).toBe(true), T);

      const dataProvider = createDataProvider();
      await expect(dataProvider.updateSavedView(shared.id, { name: '바꾼 이름' })).rejects.toMatchObject({
        status: 403,
        message: '다른 관리자가 저장한 검색 조건은 변경할 수 없습니다.',
      });
      await expect(dataProvider.deleteSavedView(shared.id)).rejects.toMatchObject({
        status: 403,
        message: '다른 관리자가 저장한 검색 조건은 삭제할 수 없습니다.',
      });
      expect(savedViewTable().get(shared.id)).toMatchObject({ name: '팀 공지' });
      // a shared view may still be the mate's own default
      await dataProvider.setDefaultSavedView(shared.id, true);
      expect(savedViewDefaultTable().get(`${mate}|notice`)).toMatchObject({ viewId: shared.id });
    },
    LONG,
  );

  it(
    'renames (the server’s refusal of a taken name stays in the dialog) and deletes after a confirmation',
    async () => {
      await saveAs('hq.master', '첫째', { filter: {} });
      await saveAs('hq.master', '둘째', { filter: {} });
      const { user } = await renderScreen('/notice');
      await dataRows();
      await user.click(screen.getByRole('button', { name: '저장된 검색' }));
      await user.click(await screen.findByRole('menuitem', { name: '저장된 검색 관리' }));
      const manage = within(await screen.findByRole('dialog', { name: '저장된 검색 관리' }));

      await user.click(await manage.findByRole('button', { name: '첫째 이름 변경' }));
      const rename = within(await screen.findByRole('dialog', { name: '검색 조건 이름 변경' }));
      const name = rename.getByRole('textbox', { name: /이름/ });
      await user.clear(name);
      await user.type(name, '둘째');
      await user.click(rename.getByRole('button', { name: '저장' }));
      expect(await rename.findByText('같은 이름의 검색 조건이 이미 있습니다.')).toBeInTheDocument();
      await user.clear(name);
      await user.type(name, '월요일 점검');
      await user.click(rename.getByRole('button', { name: '저장' }));
      expect(await screen.findByText('검색 조건이 변경되었습니다.')).toBeInTheDocument();
      expect(await manage.findByRole('button', { name: '월요일 점검 이름 변경' })).toBeInTheDocument();
      expect(
        savedViewTable()
          .all()
          .map((view) => view.name),
      ).toEqual(expect.arrayContaining(['월요일 점검', '둘째']));

      await user.click(manage.getByRole('button', { name: '둘째 삭제' }));
      const confirm = within(await screen.findByRole('dialog', { name: '검색 조건 삭제' }));
      expect(confirm.getByText("'둘째' 검색 조건을 삭제하시겠습니까?")).toBeInTheDocument();
      await user.click(confirm.getByRole('button', { name: '확인' }));
      expect(await screen.findByText('검색 조건이 삭제되었습니다.')).toBeInTheDocument();
      await waitFor(() => expect(manage.queryByRole('button', { name: '둘째 삭제' })).toBeNull(), T);
      expect(
        savedViewTable()
          .all()
          .map((view) => view.name),
      ).toEqual(['월요일 점검']);
    },
    LONG,
  );

  it('what a shared view shows is still scoped by the list call: another store owner gets only their stores, and a 403 for another store', async () => {
    const order = findScreen('order');
    if (!order) throw new Error('no order screen');
    await signIn('store.owner1');
    const dataProvider = createDataProvider();
    const mine = await dataProvider.createSavedView({
      screen: 'order',
      name: '우리 매장 한 달',
      shared: 'GROUP',
      state: { filter: { storeId: 'ST0003' }, periodPreset: 'month' },
    });
    await dataProvider.createSavedView({ screen: 'order', name: '한 달', shared: 'GROUP', state: { filter: {}, periodPreset: 'month' } });

    await signIn('store.owner2');
    const views = await dataProvider.savedViews('order');
    expect(views.map((view) => [view.name, view.mine])).toEqual(
      expect.arrayContaining([
        ['우리 매장 한 달', false],
        ['한 달', false],
      ]),
    );
    const read = (state: SavedViewState) =>
      dataProvider.getList('order', { pagination: { page: 1, perPage: 100 }, sort: { field: 'orderDt', order: 'DESC' }, filter: filterOfState(order, state) });
    await expect(read(mine.state)).rejects.toMatchObject({ status: 403, message: OTHER_STORE_MSG });
    const month = views.find((view) => view.name === '한 달');
    if (!month) throw new Error('no shared view');
    const { data } = await read(month.state);
    expect(data.length).toBeGreaterThan(0);
    expect(data.filter((row) => !QA_OWNER_STORES['store.owner2'].includes(String(row.storeId)))).toEqual([]);
  });

  it('the server keeps views only for admins who may open the screen (403) and refuses a view of a screen that does not exist', async () => {
    await signIn('hq.reader1');
    const dataProvider = createDataProvider();
    await expect(dataProvider.savedViews('notice')).rejects.toMatchObject({ status: 403, message: '권한이 없습니다.' });
    await expect(dataProvider.createSavedView({ screen: 'notice', name: '몰래', shared: 'N', state: { filter: {} } })).rejects.toMatchObject({ status: 403 });
    await expect(dataProvider.createSavedView({ screen: 'noSuchScreen', name: '없음', shared: 'N', state: { filter: {} } })).rejects.toMatchObject({
      status: 400,
      message: '화면을 찾을 수 없습니다.',
    });
    await signIn('hq.master');
    // a member's phone typed into a filter: a view keeps no personal value (the demo's server is the browser's storage)
    await expect(
      createDataProvider().createSavedView({ screen: 'member', name: '한 사람', shared: 'N', state: { filter: { cusHp: '010-1234-5678' } } }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/^개인정보 항목\(.+\)은 검색 조건 저장에 포함할 수 없습니다\.$/) as unknown });
    expect(savedViewTable().all()).toEqual([]);
  });
});

describe('표시 항목 (issue 36 item 4)', () => {
  beforeAll(() => import('@/screens/generic/GenericList'), 300_000);

  it(
    'hides and reorders columns with the keyboard, keeps them in a saved view and restores them from it',
    async () => {
      const { user, requests } = await renderScreen('/notice');
      await dataRows();
      const declared = headers();
      expect(declared).toEqual(expect.arrayContaining(['제목', '노출 상태']));

      const button = screen.getByRole('button', { name: '표시 항목' });
      button.focus();
      await user.keyboard('{Enter}');
      const chooser = within(await screen.findByRole('dialog', { name: '표시 항목' }));
      await user.click(chooser.getByRole('checkbox', { name: '노출 상태' }));
      await waitFor(() => expect(headers()).not.toContain('노출 상태'), T);
      const title = chooser.getByRole('button', { name: '제목 아래로 이동' });
      title.focus();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(headers().indexOf('제목')).toBe(declared.indexOf('제목') + 1), T);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog', { name: '표시 항목' })).toBeNull(), T);
      const chosen = headers();

      await user.click(screen.getByRole('button', { name: '검색 조건 저장' }));
      const dialog = within(await screen.findByRole('dialog', { name: '검색 조건 저장' }));
      await user.type(dialog.getByRole('textbox', { name: /이름/ }), '짧은 표');
      await user.click(dialog.getByRole('radio', { name: '그룹 공유' }));
      await user.click(dialog.getByRole('button', { name: '저장' }));
      expect(await screen.findByText('검색 조건이 저장되었습니다.')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog', { name: '검색 조건 저장' })).toBeNull(), T);
      const post = requests.find((entry) => entry.method === 'POST' && entry.path === '/api/savedView');
      const columns = (post?.body as { state: SavedViewState }).state.columns;
      expect(columns).not.toContain('status');
      expect(savedViewTable().all()[0]).toMatchObject({ shared: 'GROUP' });

      await user.click(screen.getByRole('button', { name: '표시 항목' }));
      await user.click(within(await screen.findByRole('dialog', { name: '표시 항목' })).getByRole('button', { name: '표시 항목 초기화' }));
      await waitFor(() => expect(headers()).toEqual(declared), T);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog', { name: '표시 항목' })).toBeNull(), T);

      await user.click(screen.getByRole('button', { name: '저장된 검색' }));
      await user.click(await screen.findByRole('menuitem', { name: /짧은 표/ }));
      await waitFor(() => expect(headers()).toEqual(chosen), T);
    },
    LONG,
  );
});
