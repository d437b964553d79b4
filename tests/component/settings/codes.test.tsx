import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { codeTable } from '@mocks/db';
import { usageOf } from '@mocks/handlers/families/code';
import { renderScreen } from '../../helpers/renderScreen';
import { call, dialog, expectNoDialog, LONG } from './settingsHelpers';

const subCodes = () =>
  codeTable()
    .all()
    .filter((row) => row.upCodeId);

describe('common codes (/code)', () => {
  it(
    'checks a name in its group, says where a code is used instead of deleting it, and switches its use flag',
    async () => {
      const used = subCodes().find((row) => row.useYn !== 'N' && usageOf(String(row.codeId)));
      const sibling = subCodes().find((row) => row.upCodeId === used?.upCodeId && row.codeId !== used?.codeId);
      if (!used || !sibling) throw new Error('no seeded code in use with a sibling');
      const id = String(used.codeId);
      const { user, requests } = await renderScreen(`/code/${id}`);
      const name = await screen.findByRole('textbox', { name: /코드명/ }, { timeout: 40000 });
      await waitFor(() => expect(name).toHaveValue(String(used.codeName)));
      await user.clear(name);
      await user.type(name, String(sibling.codeName));
      await user.click(screen.getByRole('button', { name: '중복 확인' }));
      expect(await screen.findByText('같은 그룹에 이미 있는 코드명입니다.')).toBeInTheDocument();
      expect((await call(requests, 'POST', /^\/api\/code\/nameCheck$/)).body).toEqual({ codeName: sibling.codeName, upCodeId: used.upCodeId, codeId: id });

      await user.click(screen.getByRole('button', { name: '코드 삭제' }));
      const box = await dialog();
      expect(await box.findByText(/^사용 중인 코드입니다: .+건/)).toBeInTheDocument();
      await call(requests, 'POST', new RegExp(`^/api/code/check/${id}$`), false);
      // nothing to confirm: the dialog only tells, and closes
      expect(box.getAllByRole('button').map((button) => button.textContent)).toEqual(['닫기']);
      await user.click(box.getByRole('button', { name: '닫기' }));
      await expectNoDialog();
      expect(requests.some((entry) => entry.method === 'DELETE')).toBe(false);
      // the button kept the focus through the check, so the dialog gives it back
      await waitFor(() => expect(screen.getByRole('button', { name: '코드 삭제' })).toHaveFocus());

      await user.click(screen.getByRole('button', { name: '미사용으로 변경' }));
      expect((await call(requests, 'PUT', new RegExp(`^/api/code/useYn/${id}$`))).body).toMatchObject({ useYn: 'N' });
      expect(await screen.findByText('사용 여부를 변경했습니다.')).toBeInTheDocument();
      await waitFor(() => expect(codeTable().get(id)?.useYn).toBe('N'));

      // The form's own save (PUT code/{id}) after the use flag moved the record's version on.
      await waitFor(() => expect(screen.getByRole('button', { name: '사용으로 변경' })).toBeInTheDocument());
      await user.clear(name);
      await user.type(name, '새 코드명');
      await user.click(screen.getByRole('button', { name: '저장' }));
      expect((await call(requests, 'PUT', new RegExp(`^/api/code/${id}$`))).body).toMatchObject({ codeId: id, codeName: '새 코드명' });
      await waitFor(() => expect(codeTable().get(id)?.codeName).toBe('새 코드명'));
    },
    LONG * 2,
  );

  it(
    'deletes a code nobody uses after the check and 확인, and sets the green-cup deposit in won',
    async () => {
      // Every seeded code is in use: a new one in a group nobody has picked yet.
      const sibling = subCodes()[0];
      const id = 'ZZ_FREE1';
      codeTable().insert({ ...sibling, codeId: id, codeName: '임시 코드', sortOrder: 999 });
      expect(usageOf(id)).toBeUndefined();
      const { user, requests } = await renderScreen(`/code/${id}`);
      await user.click(await screen.findByRole('button', { name: '코드 삭제' }, { timeout: 40000 }));
      const box = await dialog();
      await call(requests, 'POST', new RegExp(`^/api/code/check/${id}$`), false);
      await user.click(box.getByRole('button', { name: '확인' }));
      await call(requests, 'DELETE', new RegExp(`^/api/code/${id}$`), false);
      expect(await screen.findByText('코드를 삭제했습니다.')).toBeInTheDocument();
      await waitFor(() => expect(codeTable().get(id)).toBeUndefined());

      await user.click(await screen.findByRole('button', { name: '친환경 컵 보증금' }, { timeout: 40000 }));
      const deposit = await dialog();
      const amount = deposit.getByRole('textbox', { name: '보증금' });
      await user.clear(amount);
      await user.type(amount, '305');
      await user.click(deposit.getByRole('button', { name: '저장' }));
      expect(await deposit.findByText('보증금은 10원 단위로 입력해주세요.')).toBeInTheDocument();
      await user.clear(amount);
      await user.type(amount, '2500');
      expect(amount).toHaveValue('2,500');
      await user.click(deposit.getByRole('button', { name: '저장' }));
      expect((await call(requests, 'POST', /^\/api\/code\/greenDeposit$/)).body).toEqual({ depositAmt: 2500 });
      expect(await screen.findByText('보증금을 저장했습니다.')).toBeInTheDocument();
      await expectNoDialog();
      await user.click(screen.getByRole('button', { name: '친환경 컵 보증금' }));
      expect((await dialog()).getByText('현재 보증금: 2,500원')).toBeInTheDocument();
    },
    LONG * 2,
  );
});

describe('code groups and their codes (/code)', () => {
  it(
    'lists a group’s codes, saves a new order (POST code/order), switches a code off and adds one in the group',
    async () => {
      const { user, requests } = await renderScreen('/code');
      await user.click(await screen.findByRole('button', { name: /상품 카테고리/ }, { timeout: 40000 }));
      const table = await screen.findByRole('table', { name: '상품 카테고리 하위 코드' });
      await waitFor(() => expect(requests.some((entry) => entry.path === '/api/code/list' && entry.query.get('upCodeId') === '904')).toBe(true));
      const names = (of = table) =>
        within(of)
          .getAllByRole('row')
          .slice(1)
          .map((row) => within(row).getAllByRole('cell')[2].textContent);
      await waitFor(() => expect(names().slice(0, 3)).toEqual(['커피', '라떼', '티']));
      // the link's name holds its visible text (WCAG 2.5.3)
      expect(within(table).getByRole('link', { name: '라떼 수정' })).toHaveTextContent('수정');

      await user.click(within(table).getByRole('button', { name: '라떼 위로' }));
      expect(names().slice(0, 3)).toEqual(['라떼', '커피', '티']);
      expect(requests.some((entry) => entry.path === '/api/code/order')).toBe(false);
      await user.click(screen.getByRole('button', { name: '순서 저장' }));
      const { list } = (await call(requests, 'POST', /^\/api\/code\/order$/)).body as { list: Array<{ codeId: string; sortOrder: number }> };
      expect(list).toHaveLength(8);
      expect(list.slice(0, 3)).toEqual([
        { codeId: '90402', sortOrder: 1 },
        { codeId: '90401', sortOrder: 2 },
        { codeId: '90403', sortOrder: 3 },
      ]);
      expect(await screen.findByText('순서를 저장했습니다.')).toBeInTheDocument();
      expect(codeTable().get('90402')?.sortOrder).toBe(1);
      expect(codeTable().get('90401')?.sortOrder).toBe(2);
      await waitFor(() => expect(screen.queryByRole('button', { name: '순서 저장' })).not.toBeInTheDocument());
      expect(names().slice(0, 2)).toEqual(['라떼', '커피']);

      const dessert = within(table).getByRole('switch', { name: '디저트 사용' });
      expect(dessert).toBeChecked();
      await user.click(dessert);
      expect((await call(requests, 'PUT', /^\/api\/code\/useYn\/90406$/)).body).toMatchObject({ useYn: 'N' });
      await waitFor(() => expect(codeTable().get('90406')?.useYn).toBe('N'));
      await waitFor(() => expect(within(table).getByRole('switch', { name: '디저트 사용' })).not.toBeChecked());

      await user.click(screen.getByRole('link', { name: '코드 추가' }));
      const codeId = await screen.findByRole('textbox', { name: /^코드(?!명)/ }, { timeout: 40000 });
      expect(await screen.findByRole('combobox', { name: /상위 코드/ })).toHaveTextContent('상품 카테고리 (904)');
      await user.type(codeId, 'QA904');
      await user.type(screen.getByRole('textbox', { name: /코드명/ }), '시즌 한정');
      await user.click(screen.getByRole('button', { name: '저장' }));
      expect((await call(requests, 'POST', /^\/api\/code\/create$/)).body).toMatchObject({ codeId: 'QA904', codeName: '시즌 한정', upCodeId: '904' });
      // Back on /code, the same group is still chosen and holds the new code last.
      const again = await screen.findByRole('table', { name: '상품 카테고리 하위 코드' }, { timeout: 20000 });
      await waitFor(() => expect(names(again).at(-1)).toBe('시즌 한정'));
      expect(codeTable().get('QA904')).toMatchObject({ upCodeId: '904', sortOrder: 9 });
    },
    LONG * 4,
  );
});
