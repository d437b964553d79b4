import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { menuTable } from '@mocks/db';
import { session } from '@/providers/session';
import type { MenuNode } from '@/types/api';
import { renderScreen } from '../../helpers/renderScreen';
import { call, LONG } from './settingsHelpers';

describe('menus (/menu)', () => {
  it('edits a menu’s title and default flags (PUT menu/{id}); the signed-in admin’s sidebar follows without a reload', async () => {
    const notice = menuTable().all().find((row) => row.menuCd === '1101');
    if (!notice) throw new Error('no 공지사항 menu');
    const id = String(notice.menuId);
    const { user, requests } = await renderScreen(`/menu/${id}`);
    const title = await screen.findByRole('textbox', { name: /메뉴명/ }, { timeout: 40000 });
    await waitFor(() => expect(title).toHaveValue('공지사항'));
    await call(requests, 'GET', /^\/api\/menu\/list$/, false);
    await user.clear(title);
    await user.type(title, '공지 안내');
    await user.click(screen.getByRole('combobox', { name: /기본 삭제 권한/ }));
    await user.click(await screen.findByRole('option', { name: '없음' }));
    await user.click(screen.getByRole('button', { name: '저장' }));
    const body = (await call(requests, 'PUT', new RegExp(`^/api/menu/${id}$`))).body as Record<string, unknown>;
    expect(body).toMatchObject({ menuTitle: '공지 안내', authDelYn: 0, menuUrl: '/notice' });
    await waitFor(() => expect(menuTable().get(id)).toMatchObject({ menuTitle: '공지 안내', authDelYn: 0 }));
    // The session's menu (what the sidebar draws) read menu/auth again and holds the new title.
    await waitFor(() => expect(requests.filter((entry) => entry.path === '/api/menu/auth').length).toBeGreaterThan(0));
    const titles = (nodes: readonly MenuNode[]): string[] => nodes.flatMap((node) => [node.menuTitle, ...titles(node.children ?? [])]);
    await waitFor(() => expect(titles(session.get().menu)).toContain('공지 안내'));
  }, LONG * 2);
});
