import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createDataProvider } from '@/providers/dataProvider';
import { renderScreen } from '../../helpers/renderScreen';
import { dialogUnderConfirmation } from '../../helpers/workspace';
import { aMember, call, calls, dialog, expectNoDialog, header, inDialog, LONG, memberRow } from './memberHelpers';

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('member level change (issue 32)', () => {
  it(
    'asks a reason and a confirmation, sends the reason, and shows it in the level history the server keeps',
    async () => {
      const member = aMember((row) => row.level === 'WELCOME');
      const cusId = String(member.cusId);
      const { user, requests } = await renderScreen(`/member/${cusId}/show`);
      const head = await header();

      await user.click(await screen.findByRole('button', { name: '등급 변경' }));
      let box = within(await dialog());
      expect(box.getByText('등급 변경 이력이 없습니다.')).toBeInTheDocument();
      await user.click(box.getByRole('radio', { name: '블루' }));
      await user.click(box.getByRole('button', { name: '저장' }));
      expect(box.getByText('등급 변경 사유를 입력해주세요.')).toBeInTheDocument();
      expect(calls(requests, 'PUT', new RegExp(`^/api/member/${cusId}/level$`))).toEqual([]);

      await user.type(box.getByRole('textbox', { name: /변경 사유/ }), '고객센터 보상 상향');
      await user.click(box.getByRole('button', { name: '저장' }));
      let confirm = await inDialog();
      expect(confirm.getByText(/등급을 변경하시겠습니까\? \(웰컴 → 블루\)/)).toBeInTheDocument();
      await user.click(confirm.getByRole('button', { name: '취소' }));
      // back at the form, the input kept, nothing sent
      box = await dialogUnderConfirmation();
      expect(box.getByRole('textbox', { name: /변경 사유/ })).toHaveValue('고객센터 보상 상향');
      expect(calls(requests, 'PUT', new RegExp(`^/api/member/${cusId}/level$`))).toEqual([]);

      await user.click(box.getByRole('button', { name: '저장' }));
      confirm = await inDialog();
      await user.click(confirm.getByRole('button', { name: '확인' }));
      expect((await call(requests, 'PUT', new RegExp(`^/api/member/${cusId}/level$`))).body).toEqual({ level: 'BLUE', reason: '고객센터 보상 상향' });
      expect(await screen.findByText('회원 등급이 변경되었습니다.')).toBeInTheDocument();
      await expectNoDialog();
      await waitFor(() => expect(within(head).getByText('블루')).toBeInTheDocument());
      expect(memberRow(cusId)?.levelHistory).toEqual([
        expect.objectContaining({ fromLevel: 'WELCOME', toLevel: 'BLUE', reason: '고객센터 보상 상향', regId: 'hq.master' }),
      ]);

      await user.click(screen.getByRole('button', { name: '등급 변경' }));
      const history = within((await inDialog()).getByRole('table', { name: '등급 변경 이력' }));
      expect(history.getByText('웰컴 → 블루')).toBeInTheDocument();
      expect(history.getByText('고객센터 보상 상향')).toBeInTheDocument();
      expect(history.getByText('hq.master')).toBeInTheDocument();
    },
    LONG,
  );

  it('is refused by the server without a reason: 400 with the Korean message, the level unchanged', async () => {
    const member = aMember((row) => row.level === 'WHITE');
    const cusId = String(member.cusId);
    await renderScreen(`/member/${cusId}/show`);
    await header();
    const dataProvider = createDataProvider();
    expect(await rejection(dataProvider.memberUpdateLevel(cusId, 'BLUE', '  '))).toMatchObject({ status: 400, message: '등급 변경 사유를 입력해주세요.' });
    expect(memberRow(cusId)).toMatchObject({ level: 'WHITE' });
  });
});
