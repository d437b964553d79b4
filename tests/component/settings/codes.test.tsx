import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { codeTable } from '@mocks/db';
import { usageOf } from '@mocks/handlers/families/code';
import { renderScreen } from '../../helpers/renderScreen';
import { call, dialog, expectNoDialog, LONG } from './settingsHelpers';

const subCodes = () => codeTable().all().filter((row) => row.upCodeId);

describe('common codes (/code)', () => {
  it('checks a name in its group, says where a code is used instead of deleting it, and switches its use flag', async () => {
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
    await user.click(box.getByRole('button', { name: '확인' }));
    await expectNoDialog();
    expect(requests.some((entry) => entry.method === 'DELETE')).toBe(false);

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
  }, LONG * 2);

  it('deletes a code nobody uses after the check and 확인, and sets the green-cup deposit in won', async () => {
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
    await user.type(amount, '300');
    await user.click(deposit.getByRole('button', { name: '저장' }));
    expect((await call(requests, 'POST', /^\/api\/code\/greenDeposit$/)).body).toEqual({ depositAmt: 300 });
    expect(await screen.findByText('보증금을 저장했습니다.')).toBeInTheDocument();
    await expectNoDialog();
    await user.click(screen.getByRole('button', { name: '친환경 컵 보증금' }));
    expect((await dialog()).getByText('현재 보증금: 300원')).toBeInTheDocument();
  }, LONG * 2);
});
