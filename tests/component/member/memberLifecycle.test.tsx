import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../helpers/renderScreen';
import { aMember, call, calls, countOf, dialog, expectNoDialog, header, listRows, LONG, memberRow, paragraphTotal, rowsOf } from './memberHelpers';

const activeBalance = (cusId: unknown) =>
  rowsOf('prepayCard').some((card) => card.cusId === cusId && ['NORMAL', 'LOST'].includes(String(card.cardStatus)) && Number(card.balanceAmt) > 0);

describe('member memos, withdrawal, combine and flags', () => {
  it(
    'adds a memo with its counter and deletes it after a confirmation',
    async () => {
      const cusId = String(aMember().cusId);
      const before = countOf('memo', cusId);
      const { user, requests } = await renderScreen(`/member/${cusId}/show?tab=memo`);
      await header();
      expect(await paragraphTotal()).toBe(`총 ${before}건`);
      const memo = await screen.findByLabelText('새 메모');
      expect(screen.getByText('0 / 500자')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: '메모 등록' }));
      expect(screen.getByText('메모를 입력해주세요.')).toBeInTheDocument();
      expect(calls(requests, 'POST', /^\/api\/member\/memo$/)).toEqual([]);
      await user.type(memo, '전화 상담 완료');
      expect(screen.getByText('8 / 500자')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: '메모 등록' }));
      expect((await call(requests, 'POST', /^\/api\/member\/memo$/)).body).toEqual({ cusId, memo: '전화 상담 완료' });
      await waitFor(() => expect(screen.getByTestId('paged-total')).toHaveTextContent(`총 ${before + 1}건`));
      const table = screen.getByRole('table', { name: '메모' });
      const row = within(table).getByText('전화 상담 완료').closest('tr') as HTMLElement;
      expect(within(row).getByText('hq.master')).toBeInTheDocument();
      expect(memo).toHaveValue('');

      await user.click(within(row).getByRole('button', { name: /메모 삭제$/ }));
      const box = within(await dialog());
      expect(box.getByText('이 메모를 삭제하시겠습니까?')).toBeInTheDocument();
      const added = rowsOf('memo').find((row) => row.cusId === cusId && row.memo === '전화 상담 완료');
      await user.click(box.getByRole('button', { name: '확인' }));
      await call(requests, 'DELETE', new RegExp(`^/api/member/memo/${String(added?.memoId)}$`), false);
      await waitFor(() => expect(screen.getByTestId('paged-total')).toHaveTextContent(`총 ${before}건`));
      expect(rowsOf('memo').some((row) => row.memoId === added?.memoId)).toBe(false);
      // the deleted row's button had focus: it goes to the next memo's (else to 메모 등록 above), not to the page
      const next = () => (before > 0 ? within(table).getAllByRole('button', { name: /메모 삭제$/ })[0] : screen.getByRole('button', { name: '메모 등록' }));
      await waitFor(() => expect(next()).toHaveFocus());
    },
    LONG,
  );

  it(
    'asks a withdrawal reason (text for 기타) and a confirmation naming the member; a prepaid balance is refused in place, the reason kept',
    async () => {
      const rich = aMember((member) => activeBalance(member.cusId));
      const { user, requests } = await renderScreen(`/member/${String(rich.cusId)}/show`);
      await header();
      await user.click(await screen.findByRole('button', { name: '회원 탈퇴' }));
      let box = within(await dialog());
      await user.click(box.getByRole('button', { name: '회원 탈퇴' }));
      expect(box.getByText('탈퇴 사유를 선택해주세요.')).toBeInTheDocument();
      await user.click(box.getByRole('combobox', { name: '탈퇴 사유' }));
      await user.click(await screen.findByRole('option', { name: '기타(직접 입력)' }));
      await user.click(box.getByRole('button', { name: '회원 탈퇴' }));
      expect(box.getByText('상세 사유를 입력해주세요.')).toBeInTheDocument();
      await user.type(box.getByLabelText(/상세 사유/), '앱을 더 이상 쓰지 않음');
      await user.click(box.getByRole('button', { name: '회원 탈퇴' }));
      box = within(await dialog());
      expect(box.getByText(new RegExp(`\\(${String(rich.cusId)}\\) 회원을 탈퇴 처리하시겠습니까`))).toBeInTheDocument();
      await user.click(box.getByRole('button', { name: '확인' }));
      const refused = await call(requests, 'DELETE', new RegExp(`^/api/member/${String(rich.cusId)}$`), false);
      await waitFor(() => expect(refused.body).toEqual({ cusId: String(rich.cusId), withdrawReason: 'OTHER', withdrawReasonText: '앱을 더 이상 쓰지 않음' }));
      expect(await box.findByText('선불카드 잔액이 남아 있어 탈퇴할 수 없습니다. 환불 후 다시 시도해주세요.')).toBeInTheDocument();
      await user.click(box.getByRole('button', { name: '취소' }));
      // back in the reason dialog (the confirmation closes first), the input kept
      expect(await screen.findByLabelText(/상세 사유/, {}, { timeout: 5000 })).toHaveValue('앱을 더 이상 쓰지 않음');
      expect(memberRow(String(rich.cusId))?.memberStatus).toBe('NORMAL');
    },
    LONG,
  );

  it(
    'withdraws a member and goes back to the list, where they are gone',
    async () => {
      const leaving = aMember((member) => !activeBalance(member.cusId));
      const cusId = String(leaving.cusId);
      const { user, requests } = await renderScreen(`/member/${cusId}/show`);
      await header();
      await user.click(await screen.findByRole('button', { name: '회원 탈퇴' }));
      const box = within(await dialog());
      await user.click(box.getByRole('combobox', { name: '탈퇴 사유' }));
      await user.click(await screen.findByRole('option', { name: '이용 빈도 낮음' }));
      await user.click(box.getByRole('button', { name: '회원 탈퇴' }));
      await user.click(within(await dialog()).getByRole('button', { name: '확인' }));
      expect((await call(requests, 'DELETE', new RegExp(`^/api/member/${cusId}$`), false)).method).toBe('DELETE');
      expect(await screen.findByText('회원 탈퇴가 처리되었습니다.')).toBeInTheDocument();
      const rows = await listRows();
      await call(requests, 'GET', /^\/api\/member\/list$/);
      expect(rows.some((row) => (row.textContent ?? '').includes(cusId))).toBe(false);
      expect(memberRow(cusId)).toMatchObject({ memberStatus: 'WITHDRAWN', withdrawReason: 'LOW_USE' });
      expect(rowsOf('memberStatus').at(-1)).toMatchObject({ cusId, memberStatus: 'WITHDRAWN', reason: '이용 빈도 낮음' });
    },
    LONG,
  );

  it(
    'combines another member into this one after a search, a preview of what moves and a confirmation',
    async () => {
      const keep = aMember((member) => countOf('stamp', String(member.cusId)) > 0);
      const merged = aMember(
        (member) => member.cusId !== keep.cusId && Number(rowsOf('stampSummary').find((row) => row.cusId === member.cusId)?.stampCnt ?? 0) > 0,
      );
      const [toId, fromId] = [String(keep.cusId), String(merged.cusId)];
      const held = (id: string) => Number(rowsOf('stampSummary').find((row) => row.cusId === id)?.stampCnt ?? 0);
      const [heldFrom, expected] = [held(fromId), held(toId) + held(fromId)];
      const { user, requests } = await renderScreen(`/member/${toId}/show`);
      await header();
      await user.click(await screen.findByRole('button', { name: '회원 통합' }));
      const box = within(await dialog());
      await user.click(box.getByRole('button', { name: '통합' }));
      expect(box.getByText('통합할 회원을 검색해서 선택해주세요.')).toBeInTheDocument();
      await user.type(box.getByLabelText('회원 검색'), fromId);
      await user.click(box.getByRole('button', { name: '검색' }));
      expect((await call(requests, 'GET', /^\/api\/member\/list$/)).query.get('cusId')).toBe(fromId);
      await user.click(await box.findByRole('button', { name: new RegExp(`^${fromId} `) }));
      const preview = await box.findByTestId('combine-preview');
      await waitFor(() => expect(preview).toHaveTextContent(`보유 스탬프 ${held(fromId)}개`));
      expect(preview).toHaveTextContent(`${fromId} → ${toId}`);
      await call(requests, 'GET', new RegExp(`^/api/member/statistic/${fromId}$`));
      await user.click(box.getByRole('button', { name: '통합' }));
      const confirm = within(await dialog());
      expect(confirm.getByText(`${fromId} 회원을 ${toId} 회원으로 통합하시겠습니까? 되돌릴 수 없습니다.`)).toBeInTheDocument();
      await user.click(confirm.getByRole('button', { name: '확인' }));
      expect((await call(requests, 'POST', /^\/api\/member\/combine$/)).body).toEqual({ fromCusId: fromId, toCusId: toId });
      expect(await screen.findByText('회원이 통합되었습니다.')).toBeInTheDocument();
      await expectNoDialog();
      const head = await header();
      expect(await within(head).findByRole('link', { name: fromId })).toBeInTheDocument();
      await waitFor(() => expect(screen.getByTestId('paged-total')).toHaveTextContent(`총 ${countOf('stamp', toId)}건`));
      expect(held(toId)).toBe(expected);
      expect(rowsOf('combine').at(-1)).toMatchObject({ fromCusId: fromId, toCusId: toId, movedStampCnt: heldFrom, regId: 'hq.master' });
      expect(memberRow(fromId)).toMatchObject({ memberStatus: 'WITHDRAWN', combinedTo: toId });
    },
    LONG,
  );

  it(
    'shows hq.viewer1 (0701 with modify only) the edits but not the adds and deletes',
    async () => {
      const cusId = String(aMember().cusId);
      await renderScreen(`/member/${cusId}/show?tab=memo`, { adminId: 'hq.viewer1' });
      await header();
      const toolbar = await screen.findByRole('toolbar', { name: '회원 관리' });
      await within(toolbar).findByRole('button', { name: '이름 변경' });
      const labels = within(toolbar)
        .getAllByRole('button')
        .map((button) => button.textContent);
      expect(labels).toEqual([
        '이름 변경',
        '이메일 변경',
        '등급 변경',
        '정보 수정',
        '휴대폰 변경 이력',
        '수신 거부',
        expect.stringMatching(/^VIP (지정|해제)$/),
      ]);
      await screen.findByRole('table', { name: '메모' });
      expect(screen.queryByRole('button', { name: '메모 등록' })).toBeNull();
      expect(screen.queryByRole('button', { name: /메모 삭제$/ })).toBeNull();
      expect(screen.queryByRole('button', { name: '캠페인 정보 삭제' })).toBeNull();
    },
    LONG,
  );

  it(
    'lists /lbs with its own columns through GET member/lbs, member numbers linked',
    async () => {
      const { requests } = await renderScreen('/lbs');
      const rows = await listRows();
      await call(requests, 'GET', /^\/api\/member\/lbs$/);
      const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
      expect(headers).toEqual(expect.arrayContaining(['회원번호', '회원명', '조회일시', '이용 서비스', '단말 구분', '제3자 제공']));
      const link = within(rows[0]).getAllByRole('link')[0];
      expect(link).toHaveAttribute('href', expect.stringMatching(/\/member\/\d{6}\/show$/));
      expect(memberRow(link.textContent ?? '')).toBeDefined();
    },
    LONG,
  );
});
