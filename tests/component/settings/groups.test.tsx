import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../helpers/renderScreen';
import { call, dialog, LONG, rowsOf } from './settingsHelpers';

const groupRow = (grpName: string) => rowsOf('group', 'grpId').find((row) => row.grpName === grpName);

describe('role groups (/group)', () => {
  it(
    'creates a group with two menus (one read-only) from the permission tree; a taken name is refused beside the field',
    async () => {
      const { user, requests } = await renderScreen('/group/create');
      const name = await screen.findByRole('textbox', { name: /그룹명/ }, { timeout: 40000 });
      await user.type(name, 'CS');
      await user.click(screen.getByRole('button', { name: '게시판 펼치기' }));
      await user.click(screen.getByRole('checkbox', { name: '공지사항 접근' }));
      await user.click(screen.getByRole('checkbox', { name: 'FAQ 분류 등록' }));
      // A screen's 등록 opens it too; the area row is tri-state while only some of it is ticked.
      expect(screen.getByRole('checkbox', { name: 'FAQ 분류 접근' })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: '게시판 접근' })).toHaveAttribute('data-indeterminate', 'true');
      // mixed as the native state, not as aria-checked on a native checkbox (axe: aria-conditional-attr)
      expect(screen.getByRole('checkbox', { name: '게시판 접근' })).toHaveProperty('indeterminate', true);
      expect(screen.getByRole('checkbox', { name: '게시판 접근' })).not.toHaveAttribute('aria-checked');
      await user.click(screen.getByRole('button', { name: '저장' }));
      expect(await screen.findByText('이미 사용 중인 그룹명입니다.')).toBeInTheDocument();
      const refused = (await call(requests, 'POST', /^\/api\/group$/)).body as Record<string, unknown>;
      expect(refused).toMatchObject({ grpName: 'CS', accessMenu: ['1101', '1103'] });
      expect(refused.menuAuth).toEqual([
        { menuCd: '1101', authAddYn: 0, authModYn: 0, authDelYn: 0 },
        { menuCd: '1103', authAddYn: 1, authModYn: 0, authDelYn: 0 },
      ]);

      await user.clear(name);
      await user.type(name, '매장 지원');
      await user.click(screen.getByRole('button', { name: '저장' }));
      await waitFor(() => expect(groupRow('매장 지원')).toMatchObject({ accessMenu: ['1101', '1103'] }));
    },
    LONG * 2,
  );

  it(
    'edits a group’s default flags (PUT group/{id}) and deletes it (DELETE group/{id})',
    async () => {
      const group = groupRow('외주 운영(종료)');
      const grpId = String(group?.grpId);
      const { user, requests } = await renderScreen(`/group/${grpId}`);
      await screen.findByTestId('menu-grants', {}, { timeout: 40000 });
      await waitFor(() => expect(screen.getByRole('textbox', { name: /그룹명/ })).toHaveValue('외주 운영(종료)'));
      await call(requests, 'GET', new RegExp(`^/api/group/${grpId}$`), false);
      await user.click(screen.getByRole('button', { name: '게시판 펼치기' }));
      expect(screen.getByRole('checkbox', { name: '공지사항 접근' })).toBeChecked();
      await user.click(screen.getByRole('checkbox', { name: '공지사항 수정' }));
      await user.click(screen.getByRole('button', { name: '저장' }));
      const updated = (await call(requests, 'PUT', new RegExp(`^/api/group/${grpId}$`))).body as Record<string, unknown>;
      expect(updated).toMatchObject({ grpName: '외주 운영(종료)', accessMenu: ['1101'] });
      expect(updated.menuAuth).toEqual([{ menuCd: '1101', authAddYn: 0, authModYn: 1, authDelYn: 0 }]);

      await user.click(await screen.findByText('외주 운영(종료)', {}, { timeout: 40000 }));
      await screen.findByTestId('menu-grants', {}, { timeout: 40000 });
      await user.click(screen.getByRole('button', { name: '삭제' }));
      await user.click((await dialog()).getByRole('button', { name: '확인' }));
      await call(requests, 'DELETE', new RegExp(`^/api/group/${grpId}$`), false);
      await waitFor(() => expect(groupRow('외주 운영(종료)')).toBeUndefined());
    },
    LONG * 2,
  );
});
