import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { TestMemoryRouter } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildMenuTree, flattenMenu } from '@resources/menuTree';
import { screens } from '@resources/registry';
import { SIDEBAR_CLOSED_WIDTH, SIDEBAR_WIDTH, SUBMENU_HIDE_DELAY_MS } from '@/layout/constants';
import { minifiedPreference, sidebarGroupsPreference, sidebarScrollPreference } from '@/layout/preferences';
import { Sidebar } from '@/layout/Sidebar';
import { lightTheme } from '@/layout/theme';
import { session } from '@/providers/session';
import type { AuthRecord, MenuNode } from '@/types/api';
import { WithI18n } from '../helpers/withI18n';

const auth: AuthRecord = { adminId: 'hq.master', adminName: '김민준', grpId: 1, accessMenu: [] };
const fullMenu = buildMenuTree();
const theme = createTheme(lightTheme);

function renderSidebar(path: string, menu: MenuNode[] = fullMenu) {
  session.signIn(auth, menu);
  const user = userEvent.setup();
  render(
    <ThemeProvider theme={theme}>
      <TestMemoryRouter initialEntries={[path]}>
        <Sidebar />
      </TestMemoryRouter>
    </ThemeProvider>,
    { wrapper: WithI18n },
  );
  return { user, sidebar: screen.getByTestId('sidebar') };
}

const group = (sidebar: HTMLElement, title: string) => within(sidebar).getByRole('button', { name: title });

beforeEach(() => {
  minifiedPreference.set(false);
  sidebarScrollPreference.set(0);
  sidebarGroupsPreference.set({});
});
afterEach(() => {
  vi.useRealTimers();
  session.reset();
});

describe('the sidebar from the server menu', () => {
  it('shows every area of the server tree, with its icon, at 234 px', () => {
    const { sidebar } = renderSidebar('/dashboard');
    expect(sidebar).toHaveStyle({ width: `${SIDEBAR_WIDTH}px` });
    for (const area of fullMenu) expect(group(sidebar, area.menuTitle)).toHaveAttribute('aria-expanded', 'false');
    expect(within(group(sidebar, '상품 관리')).getByTestId('CoffeeIcon')).toBeInTheDocument();
    expect(within(group(sidebar, '게시판')).getByTestId('ForumIcon')).toBeInTheDocument();
    expect(within(sidebar).queryAllByRole('link')).toHaveLength(0);
  });

  it('highlights the current route and expands its ancestors (three levels)', () => {
    const { sidebar } = renderSidebar('/item/IT0001/show');
    expect(group(sidebar, '상품 관리')).toHaveAttribute('aria-expanded', 'true');
    expect(group(sidebar, '상품 기본 정보')).toHaveAttribute('aria-expanded', 'true');
    const current = within(sidebar).getByRole('link', { name: '상품 목록' });
    expect(current).toHaveAttribute('href', '/item');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(within(sidebar).getByRole('link', { name: '상품 카테고리' })).not.toHaveAttribute('aria-current');
    expect(group(sidebar, '게시판')).toHaveAttribute('aria-expanded', 'false');
  });

  it('expands and collapses a group on click', async () => {
    const { sidebar, user } = renderSidebar('/dashboard');
    await user.click(group(sidebar, '게시판'));
    expect(group(sidebar, '게시판')).toHaveAttribute('aria-expanded', 'true');
    expect(within(sidebar).getByRole('link', { name: '공지사항' })).toHaveAttribute('href', '/notice');
    await user.click(group(sidebar, '게시판'));
    expect(group(sidebar, '게시판')).toHaveAttribute('aria-expanded', 'false');
  });

  it('remembers the groups opened by hand across a reload, and still opens the current route', async () => {
    const first = renderSidebar('/dashboard');
    await first.user.click(group(first.sidebar, '마케팅'));
    cleanup();
    const { sidebar } = renderSidebar('/notice');
    expect(group(sidebar, '마케팅')).toHaveAttribute('aria-expanded', 'true');
    expect(group(sidebar, '게시판')).toHaveAttribute('aria-expanded', 'true');
    expect(window.localStorage.getItem('console.frame.sidebarGroups')).toBe('{"04":true}');
  });

  it('filters at any level, keeps the ancestors of a match, and shows everything again when cleared', async () => {
    const { sidebar, user } = renderSidebar('/dashboard');
    const filter = within(sidebar).getByTestId('sidebar-filter');
    await user.type(filter, 'ㄱㅈㅅㅎ');
    expect(await within(sidebar).findByRole('link', { name: '공지사항' })).toBeInTheDocument();
    // The menu follows the filter at a lower priority (useDeferredValue): wait for the last keystroke's state.
    await waitFor(() =>
      expect(
        within(sidebar)
          .getAllByRole('button', { expanded: true })
          .map((element) => element.textContent),
      ).toEqual(['게시판']),
    );
    expect(within(sidebar).queryByRole('button', { name: '상품 관리' })).not.toBeInTheDocument();

    await user.clear(filter);
    await user.type(filter, '난수');
    expect(await within(sidebar).findByRole('link', { name: '프로모션 난수 발급' })).toBeInTheDocument();
    expect(group(sidebar, '마케팅')).toHaveAttribute('aria-expanded', 'true');
    expect(group(sidebar, '난수 쿠폰')).toHaveAttribute('aria-expanded', 'true');

    await user.type(filter, '없는메뉴');
    expect(await within(sidebar).findByText('일치하는 메뉴가 없습니다.')).toBeInTheDocument();

    await user.type(filter, '{Escape}');
    expect(filter).toHaveValue('');
    expect(await within(sidebar).findAllByRole('button', { expanded: false })).toHaveLength(fullMenu.length);
  });

  it('clears with its button, and keeps the typed text when the sidebar is minified and opened again', async () => {
    const { sidebar, user } = renderSidebar('/dashboard');
    await user.type(within(sidebar).getByTestId('sidebar-filter'), '쿠폰');
    await within(sidebar).findByRole('button', { name: '검색어 지우기' });
    await waitFor(() => expect(within(sidebar).queryByRole('button', { name: '상품 관리' })).not.toBeInTheDocument());

    await user.click(screen.getByTestId('sidebar-minify'));
    await user.click(screen.getByTestId('sidebar-minify'));
    const reopened = screen.getByTestId('sidebar');
    expect(within(reopened).getByTestId('sidebar-filter')).toHaveValue('쿠폰');
    expect(within(reopened).queryByRole('button', { name: '상품 관리' })).not.toBeInTheDocument();

    await user.click(within(reopened).getByRole('button', { name: '검색어 지우기' }));
    expect(within(reopened).getByTestId('sidebar-filter')).toHaveValue('');
    expect(await within(reopened).findByRole('button', { name: '상품 관리' })).toBeInTheDocument();
  });

  it('renders the full server menu: every route of the registry is a link once its groups are open', () => {
    const groups = flattenMenu(fullMenu).filter((node) => node.children?.length);
    sidebarGroupsPreference.set(Object.fromEntries(groups.map((node) => [node.menuCd, true])));
    const { sidebar } = renderSidebar('/dashboard');
    // Plain selectors: role queries over ~160 entries are slow in jsdom.
    const toggles = [...sidebar.querySelectorAll('[aria-expanded]')];
    expect(toggles.map((element) => [element.textContent, element.getAttribute('aria-expanded')])).toEqual(groups.map((node) => [node.menuTitle, 'true']));
    const routes = flattenMenu(fullMenu).filter((node) => node.menuUrl);
    expect(routes.map((node) => node.menuUrl)).toEqual(expect.arrayContaining(screens.map((declared) => `/${declared.name}`)));
    expect([...sidebar.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual(routes.map((node) => node.menuUrl));
  });
});

describe('the minified sidebar', () => {
  it('shows icons only, without the filter, and remembers the choice in this browser', async () => {
    const { user } = renderSidebar('/notice');
    await user.click(screen.getByTestId('sidebar-minify'));
    const sidebar = screen.getByTestId('sidebar');
    expect(sidebar).toHaveAttribute('data-minified', 'true');
    expect(sidebar).toHaveStyle({ width: `${SIDEBAR_CLOSED_WIDTH}px` });
    expect(within(sidebar).queryByTestId('sidebar-filter')).not.toBeInTheDocument();
    expect(within(sidebar).queryByText('상품 관리')).not.toBeInTheDocument();
    expect(within(sidebar).getByRole('button', { name: '게시판' })).toHaveClass('Mui-selected');
    expect(window.localStorage.getItem('console.frame.sidebarMinified')).toBe('true');
    expect(screen.getByTestId('sidebar-minify')).toHaveAccessibleName('메뉴 펼치기');

    await user.click(screen.getByTestId('sidebar-minify'));
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-minified', 'false');
    expect(window.localStorage.getItem('console.frame.sidebarMinified')).toBe('false');
  });

  it('opens a floating submenu on hover that hides 250 ms after the pointer leaves', () => {
    vi.useFakeTimers();
    minifiedPreference.set(true);
    renderSidebar('/dashboard');
    const marketing = screen.getByRole('button', { name: '마케팅' });

    fireEvent.mouseEnter(marketing);
    const submenu = screen.getByTestId('sidebar-submenu');
    expect(within(submenu).getByText('마케팅')).toBeInTheDocument();
    expect(within(submenu).getByText('쿠폰 관리')).toBeInTheDocument();
    expect(within(submenu).getByRole('link', { name: '쿠폰 유형' })).toBeInTheDocument();

    fireEvent.mouseLeave(marketing);
    act(() => vi.advanceTimersByTime(SUBMENU_HIDE_DELAY_MS - 1));
    expect(screen.getByTestId('sidebar-submenu')).toBeInTheDocument();
    // The pointer reaches the submenu in time: it stays.
    fireEvent.mouseEnter(screen.getByTestId('sidebar-submenu'));
    act(() => vi.advanceTimersByTime(SUBMENU_HIDE_DELAY_MS * 4));
    expect(screen.getByTestId('sidebar-submenu')).toBeInTheDocument();

    fireEvent.mouseLeave(screen.getByTestId('sidebar-submenu'));
    act(() => vi.advanceTimersByTime(SUBMENU_HIDE_DELAY_MS - 1));
    expect(screen.getByTestId('sidebar-submenu')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('sidebar-submenu')).not.toBeInTheDocument();
  });

  it('switches the floating submenu at once when the pointer moves to another icon', () => {
    vi.useFakeTimers();
    minifiedPreference.set(true);
    renderSidebar('/dashboard');
    fireEvent.mouseEnter(screen.getByRole('button', { name: '마케팅' }));
    fireEvent.mouseLeave(screen.getByRole('button', { name: '마케팅' }));
    fireEvent.mouseEnter(screen.getByRole('button', { name: '게시판' }));
    expect(within(screen.getByTestId('sidebar-submenu')).getByRole('link', { name: '공지사항' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(SUBMENU_HIDE_DELAY_MS * 2));
    expect(within(screen.getByTestId('sidebar-submenu')).getByText('게시판')).toBeInTheDocument();
  });
});
