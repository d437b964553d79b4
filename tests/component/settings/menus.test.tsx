import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { menuTable } from '@mocks/db';
import { server } from '@mocks/node';
import { session } from '@/providers/session';
import type { MenuNode } from '@/types/api';
import { renderScreen } from '../../helpers/renderScreen';
import { call, LONG } from './settingsHelpers';

const menuRow = (code: string) => document.querySelector(`tr[data-menu="${code}"]`);

describe('menus (/menu)', () => {
  it(
    'shows the whole menu as a tree and edits the chosen menu beside it (PUT menu/{id}); the signed-in admin’s sidebar follows without a reload',
    async () => {
      const notice = menuTable()
        .all()
        .find((row) => row.menuCd === '1101');
      if (!notice) throw new Error('no 공지사항 menu');
      const id = String(notice.menuId);
      const rev = notice.rev; // the row is live: its version as read before the save
      const { user, requests } = await renderScreen('/menu');
      const tree = await screen.findByRole('table', { name: '메뉴 구조' }, { timeout: 40000 });
      await call(requests, 'GET', /^\/api\/menu\/list$/, false);
      // Every node, three levels: an area, a group under it, a screen under the group.
      await waitFor(() => expect(within(tree).getAllByRole('row')).toHaveLength(menuTable().all().length + 1));
      expect(menuRow('01') && menuRow('0101') && menuRow('010101')).toBeTruthy();
      await user.click(within(tree).getByRole('button', { name: '상품 관리 접기' }));
      expect(menuRow('0101')).toBeNull();
      expect(menuRow('010101')).toBeNull();
      await user.click(within(tree).getByRole('button', { name: '상품 관리 펼치기' }));
      expect(menuRow('010101')).toBeTruthy();

      await user.click(within(tree).getByRole('cell', { name: '공지사항' }));
      expect(menuRow('1101')).toHaveClass('Mui-selected'); // the chosen row is marked
      const form = within(screen.getByTestId('menu-form'));
      const title = await form.findByRole('textbox', { name: /메뉴명/ });
      await waitFor(() => expect(title).toHaveValue('공지사항'));
      await user.clear(title);
      await user.type(title, '공지 안내');
      await user.click(form.getByRole('combobox', { name: /기본 삭제 권한/ }));
      await user.click(await screen.findByRole('option', { name: '없음' }));
      await user.click(form.getByRole('button', { name: '저장' }));
      const body = (await call(requests, 'PUT', new RegExp(`^/api/menu/${id}$`))).body as Record<string, unknown>;
      expect(body).toMatchObject({ menuTitle: '공지 안내', authDelYn: 0, authAddYn: 1, authModYn: 1, menuUrl: '/notice', useYn: 'Y', rev });
      expect(await screen.findByText('메뉴를 저장했습니다.', {}, { timeout: 20000 })).toBeInTheDocument();
      await waitFor(() => expect(menuTable().get(id)).toMatchObject({ menuTitle: '공지 안내', authDelYn: 0 }));
      // The tree shows the saved row; the session's menu (what the sidebar draws) read menu/auth again.
      await waitFor(() => expect(menuRow('1101')).toHaveTextContent(/공지 안내.*등록 · 수정$/));
      await waitFor(() => expect(requests.filter((entry) => entry.path === '/api/menu/auth').length).toBeGreaterThan(0));
      const titles = (nodes: readonly MenuNode[]): string[] => nodes.flatMap((node) => [node.menuTitle, ...titles(node.children ?? [])]);
      await waitFor(() => expect(titles(session.get().menu)).toContain('공지 안내'));

      // The server's refusal is shown and the input kept.
      await user.clear(title);
      await user.type(title, '공지사항');
      const url = form.getByRole('textbox', { name: /화면 주소/ });
      await user.clear(url);
      await user.type(url, '/nowhere');
      await user.click(form.getByRole('button', { name: '저장' }));
      expect(await screen.findByText('화면 주소는 콘솔의 화면 주소(예: /notice)로 입력해주세요.')).toBeInTheDocument();
      expect(url).toHaveValue('/nowhere');
      expect(menuTable().get(id)?.menuTitle).toBe('공지 안내');
    },
    LONG * 4,
  );
});

/** The seeded menu as a server written from the spec alone would send it: nested nodes, the spec's fields only. */
function specTree(): Record<string, unknown>[] {
  const rows = menuTable().all();
  const nodes = (parent: string | null): Record<string, unknown>[] =>
    rows
      .filter((row) => row.upMenuCd === parent)
      .sort((a, b) => a.sortOrder - b.sortOrder)
      .map(({ menuId, menuCd, menuTitle, menuUrl, menuIcon, authAddYn, authModYn, authDelYn }) => {
        const children = nodes(menuCd);
        return { menuId, menuCd, menuTitle, menuUrl, menuIcon, authAddYn, authModYn, authDelYn, ...(children.length ? { children } : {}) };
      });
  return nodes(null);
}

/** The same menu as flat rows, each naming its parent (in no particular order). */
const flatRows = () =>
  menuTable()
    .all()
    .map(({ menuId, menuCd, menuTitle, menuUrl, menuIcon, upMenuCd, sortOrder, useYn, authAddYn, authModYn, authDelYn }) => ({
      menuId,
      menuCd,
      menuTitle,
      menuUrl,
      menuIcon,
      upMenuCd,
      sortOrder,
      useYn,
      authAddYn,
      authModYn,
      authDelYn,
    }))
    .reverse();

describe.each([
  ['a tree of nodes with the spec’s fields only (children)', () => ({ list: specTree() })],
  ['flat rows naming their parent (upMenuCd)', () => ({ list: flatRows(), totalCnt: menuTable().all().length })],
])('menus (/menu) from %s', (_shape, reply) => {
  it(
    'draws the same three-level table, and a third-level menu is chosen and its flags saved with PUT menu/{id}',
    async () => {
      server.use(http.get('/api/menu/list', () => HttpResponse.json(reply())));
      const item = menuTable()
        .all()
        .find((row) => row.menuCd === '010101');
      if (!item) throw new Error('no 상품 목록 menu');
      const { user, requests } = await renderScreen('/menu');
      const tree = await screen.findByRole('table', { name: '메뉴 구조' }, { timeout: 40000 });
      await waitFor(() => expect(within(tree).getAllByRole('row')).toHaveLength(menuTable().all().length + 1));
      const order = within(tree)
        .getAllByRole('row')
        .slice(1, 4)
        .map((row) => row.getAttribute('data-menu'));
      expect(order).toEqual(['01', '0101', '010101']);
      await user.click(within(tree).getByRole('button', { name: '상품 관리 접기' }));
      expect(menuRow('010101')).toBeNull();
      await user.click(within(tree).getByRole('button', { name: '상품 관리 펼치기' }));

      await user.click(within(tree).getByRole('cell', { name: '상품 목록' }));
      const form = within(screen.getByTestId('menu-form'));
      await waitFor(() => expect(form.getByRole('textbox', { name: /메뉴명/ })).toHaveValue('상품 목록'));
      await user.click(form.getByRole('combobox', { name: /기본 수정 권한/ }));
      await user.click(await screen.findByRole('option', { name: '없음' }));
      await user.click(form.getByRole('button', { name: '저장' }));
      const body = (await call(requests, 'PUT', new RegExp(`^/api/menu/${item.menuId}$`))).body as Record<string, unknown>;
      expect(body).toMatchObject({ menuTitle: '상품 목록', authModYn: 0, menuUrl: '/item', useYn: 'Y', sortOrder: 1 });
      expect(await screen.findByText('메뉴를 저장했습니다.', {}, { timeout: 20000 })).toBeInTheDocument();
      await waitFor(() => expect(menuTable().get(String(item.menuId))).toMatchObject({ authModYn: 0 }));
    },
    LONG * 3,
  );
});
