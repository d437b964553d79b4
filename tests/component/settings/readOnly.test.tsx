import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { credentialOf, qaAdminIds } from '@mocks/accounts';
import { adminTable, credentialTable } from '@mocks/db';
import { QA_PASSWORD, renderScreen } from '../../helpers/renderScreen';
import { LONG } from './settingsHelpers';

/** A seeded account given 공통 코드 관리 alone, without 등록/수정/삭제, and the QA password to sign in with. */
function viewer(): string {
  const row = adminTable()
    .all()
    .find((candidate) => candidate.useYn !== 'N' && !qaAdminIds.includes(candidate.adminId));
  if (!row) throw new Error('no seeded account');
  adminTable().update(row.adminId, { pwdTempYn: 0, pwdChangeYn: 0, accessMenu: ['0802'], menuAuth: { '0802': { add: 0, mod: 0, del: 0 } } });
  credentialTable().remove(row.adminId);
  credentialTable().insert(credentialOf(row.adminId, QA_PASSWORD));
  return row.adminId;
}

describe('the settings screens without 등록/수정/삭제', () => {
  it(
    '/code and a code’s detail open read-only: no add, no switch, no move, no save, no delete',
    async () => {
      const { user, requests } = await renderScreen('/code', { adminId: viewer() });
      await user.click(await screen.findByRole('button', { name: /상품 카테고리/ }, { timeout: 40000 }));
      const table = await screen.findByRole('table', { name: '상품 카테고리 하위 코드' });
      await waitFor(() => expect(within(table).getByRole('switch', { name: '커피 사용' })).toBeDisabled());
      expect(within(table).queryByRole('button', { name: /위로$/ })).not.toBeInTheDocument();
      expect(within(table).getByRole('link', { name: '커피 보기' })).toHaveTextContent('보기');
      for (const name of ['그룹 추가', '코드 추가', '친환경 컵 보증금'])
        expect(screen.queryByRole('link', { name }) ?? screen.queryByRole('button', { name })).not.toBeInTheDocument();

      await user.click(within(table).getByRole('link', { name: '커피 보기' }));
      expect(await screen.findByTestId('read-only-notice', {}, { timeout: 20000 })).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: /코드명/ })).toBeDisabled();
      expect(screen.queryByRole('button', { name: '저장' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: '코드 삭제' })).not.toBeInTheDocument();
      expect(requests.some((entry) => entry.method !== 'GET' && entry.path.startsWith('/api/code'))).toBe(false);
    },
    LONG * 2,
  );
});
