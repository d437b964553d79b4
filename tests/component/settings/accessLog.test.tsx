import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { appendAccess, kstNow, type NewEntry } from '@mocks/accessLog';
import { koreaToday } from '@/declarations/period';
import { callsTo, renderScreen } from '../../helpers/renderScreen';
import { dataRows } from '../boardHelpers';

/** /accessLog (issue 34 items 1 and 2): the server's access log, read-only, with its filters and the 월 점검. */
const LONG = 120_000; // a deadline, not a wait: the first list of a loaded machine is slow
const clerk = { adminId: 'hq.viewer1', adminName: '최서윤' };
const seed = (entry: Partial<NewEntry> & Pick<NewEntry, 'action' | 'subject'>) =>
  appendAccess(clerk, '10.1.2.3', { menuName: '회원 정보', menuCode: '0701', ...entry });
const lastMonth = dayjs(koreaToday()).subtract(1, 'month').format('YYYY-MM');
const searchBlock = () => screen.getByRole('search', { name: '검색 조건' });
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');

describe('개인정보 접속기록', () => {
  it(
    'lists the entries with their columns, the retention, no write action; filters by 수행업무 and 회원번호',
    async () => {
      const now = kstNow();
      seed({ action: '열람', subject: '100001 김*수 (휴대폰 번호)', memberNos: ['100001'], logDt: now });
      seed({ action: '조회', subject: '20건', memberNos: ['100001', '100002'], logDt: now });
      seed({ action: '다운로드', subject: '120건', reason: '회원 현황 보고', logDt: now });
      const { user, requests } = await renderScreen('/accessLog');
      expect(await screen.findByText('접속기록은 2년간 보관됩니다. 접속기록은 수정하거나 삭제할 수 없습니다.')).toBeInTheDocument();
      const rows = await dataRows();
      expect(rows).toHaveLength(3);
      const headers = within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((header) => header.textContent ?? '');
      expect(headers).toEqual(['일시', '관리자 ID', '관리자명', '접속 IP', '정보주체', '수행업무', '화면', '사유']);
      expect(cellsOf(rows[0])).toEqual([now.slice(0, 16), 'hq.viewer1', '최서윤', '10.1.2.3', '120건', '다운로드', '회원 정보', '회원 현황 보고']);
      expect(screen.queryByRole('button', { name: /등록|삭제/ })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: '엑셀 다운로드' })).toBeInTheDocument();

      const block = searchBlock();
      const shownSubjects = () =>
        screen
          .getAllByRole('row')
          .filter((row) => !row.closest('thead'))
          .map((row) => cellsOf(row)[4]);
      await user.type(within(block).getByRole('textbox', { name: '회원번호' }), '100002');
      await user.click(within(block).getByRole('button', { name: '검색' }));
      await waitFor(() => expect(shownSubjects()).toEqual(['20건']), { timeout: 20_000 });
      expect(JSON.parse(callsTo(requests, 'GET', 'accessLog').at(-1)?.query.get('filter') ?? '{}')).toMatchObject({ memberNos: '100002' });

      await user.clear(within(block).getByRole('textbox', { name: '회원번호' }));
      await user.click(within(block).getByRole('combobox', { name: /수행업무/ }));
      await user.click(await screen.findByRole('option', { name: '열람' }));
      await user.click(within(block).getByRole('button', { name: '검색' }));
      await waitFor(() => expect(shownSubjects()).toEqual(['100001 김*수 (휴대폰 번호)']), { timeout: 20_000 });
      expect(JSON.parse(callsTo(requests, 'GET', 'accessLog').at(-1)?.query.get('filter') ?? '{}')).toMatchObject({ action: '열람' });
    },
    LONG,
  );

  it(
    "월 점검: last month's flagged entries with why, '미점검', then '점검 완료' with a note records who and when",
    async () => {
      seed({ action: '다운로드', subject: '300건', reason: '월말 보고', logDt: `${lastMonth}-10 14:00:00` });
      seed({ action: '조회', subject: '20건', logDt: `${lastMonth}-11 23:30:00` });
      seed({ action: '조회', subject: '5건', logDt: `${lastMonth}-12 10:00:00` }); // day time: no look needed
      const { user, requests } = await renderScreen('/accessLog');
      await user.click(await screen.findByRole('tab', { name: '월 점검' }));
      expect(await screen.findByRole('combobox', { name: '점검 월' })).toHaveValue(lastMonth);
      const table = await screen.findByRole('table', { name: '점검 대상 접속기록' });
      const rows = within(table)
        .getAllByRole('row')
        .filter((row) => !row.closest('thead'));
      expect(rows.map((row) => [cellsOf(row)[4], cellsOf(row)[8]])).toEqual([
        ['20건', '야간 접속 (22:00~07:00)'],
        ['300건', '다운로드'],
      ]);
      expect(screen.getByText('미점검')).toBeInTheDocument();

      const done = screen.getByRole('button', { name: '점검 완료' });
      expect(done).toBeDisabled();
      await user.type(screen.getByRole('textbox', { name: '점검 내용' }), '다운로드 사유 확인, 야간 조회는 당직 업무');
      await user.click(done);
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveTextContent(`${lastMonth} 접속기록의 점검 완료를 기록합니다.`);
      await user.click(within(dialog).getByRole('button', { name: '확인' }));
      expect(await screen.findByText('점검 완료가 기록되었습니다.')).toBeInTheDocument();
      expect(callsTo(requests, 'POST', 'accessLog/review').map((entry) => entry.body)).toEqual([
        { month: lastMonth, note: '다운로드 사유 확인, 야간 조회는 당직 업무' },
      ]);
      await waitFor(() => expect(screen.queryByText('미점검')).not.toBeInTheDocument());
      expect(screen.getByText(/\(hq\.master\) · \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/)).toBeInTheDocument();
      expect(screen.getByText('다운로드 사유 확인, 야간 조회는 당직 업무')).toBeInTheDocument();
    },
    LONG,
  );
});
