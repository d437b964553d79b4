import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { collectionOf } from '@mocks/db';
import { findScreen } from '@resources/registry';
import { renderScreen } from '../../helpers/renderScreen';
import { call, calls, expectNoDialog, inDialog, LONG } from '../money/moneyHelpers';

/** /badIssueStamp and /badIssueStampSetting on the real providers and the mock's bad-issue handlers. */
const detections = () => {
  const declaration = findScreen('badIssueStamp');
  if (!declaration) throw new Error('no badIssueStamp screen');
  return collectionOf(declaration);
};
const settings = () => {
  const declaration = findScreen('badIssueStampSetting');
  if (!declaration) throw new Error('no badIssueStampSetting screen');
  return collectionOf(declaration);
};

/** The list's rows showing 미처리, with the detection id of their first cell. */
async function waitingRows(): Promise<{ row: HTMLElement; id: string }[]> {
  const table = await screen.findByRole('table', {}, { timeout: 90_000 });
  await waitFor(() => expect(within(table).getAllByText('미처리').length).toBeGreaterThan(1), { timeout: 20_000 });
  return within(table)
    .getAllByRole('row')
    .filter((row) => within(row).queryByText('미처리'))
    .map((row) => ({ row, id: (within(row).getAllByRole('cell')[1].textContent ?? '').replace(/,/g, '') }));
}

describe('bad-issue stamps (스탬프 부정 적립)', () => {
  it(
    'switches 일별/주별 and cancels the chosen detections with a count, a required reason and the server refusing a second cancel',
    async () => {
      const { user, requests } = await renderScreen('/badIssueStamp');
      await screen.findByRole('table', {}, { timeout: 90_000 });
      await call(requests, 'GET', /^\/api\/badIssueStamp\/daily$/, false);
      await user.click(await screen.findByRole('button', { name: '주별' }));
      await call(requests, 'GET', /^\/api\/badIssueStamp\/weekly$/, false);
      await user.click(screen.getByRole('button', { name: '일별' }));
      await waitFor(() => expect(calls(requests, 'GET', /^\/api\/badIssueStamp\/daily$/).length).toBeGreaterThan(1));

      const [first, second] = await waitingRows();
      await user.click(within(first.row).getByRole('checkbox'));
      await user.click(within(second.row).getByRole('checkbox'));
      await user.click(screen.getByRole('button', { name: '적립 취소' }));
      let dialog = await inDialog();
      dialog.getByText('선택한 2건의 스탬프 적립을 취소합니다. 취소한 적립은 되돌릴 수 없습니다.');
      await user.click(dialog.getByRole('button', { name: '확인' }));
      expect(await dialog.findByText('취소 사유를 입력해주세요.')).toBeInTheDocument();
      expect(calls(requests, 'DELETE', /^\/api\/badIssueStamp$/)).toHaveLength(0);
      await user.type(dialog.getByRole('textbox', { name: /취소 사유/ }), '동일 주문 반복 적립');
      await user.click(dialog.getByRole('button', { name: '확인' }));
      const sent = await call(requests, 'DELETE', /^\/api\/badIssueStamp$/, false);
      expect(sent.query.getAll('ids')).toEqual([first.id, second.id]);
      expect(sent.query.get('reason')).toBe('동일 주문 반복 적립');
      expect(await screen.findByText('2건의 적립을 취소하였습니다.')).toBeInTheDocument();
      await expectNoDialog();
      expect(detections().get(first.id)).toMatchObject({ processStatus: 'CANCELED', processReason: '동일 주문 반복 적립' });
      await waitFor(() => expect(within(first.row).getByText('적립 취소')).toBeInTheDocument(), { timeout: 20_000 });

      // the same row again: the server refuses, the dialog stays open with the reason typed
      await user.click(within(first.row).getByRole('checkbox'));
      await user.click(screen.getByRole('button', { name: '적립 취소' }));
      dialog = await inDialog();
      await user.type(dialog.getByRole('textbox', { name: /취소 사유/ }), '재시도');
      await user.click(dialog.getByRole('button', { name: '확인' }));
      expect(await dialog.findByText('이미 적립 취소된 건이 있습니다.')).toBeInTheDocument();
      expect(dialog.getByRole('textbox', { name: /취소 사유/ })).toHaveValue('재시도');
    },
    LONG * 2,
  );

  it(
    'excepts a detected member (every waiting detection of theirs) with a reason, and opens a detection with POST detail',
    async () => {
      const { user, requests } = await renderScreen('/badIssueStamp');
      const [target] = await waitingRows();
      const cusId = detections().get(target.id)?.cusId;
      await user.click(within(target.row).getByRole('checkbox'));
      await user.click(screen.getByRole('button', { name: '탐지 예외' }));
      const dialog = await inDialog();
      dialog.getByText(/선택한 1건의 회원 1명을 부정 적립 탐지에서 제외합니다/);
      await user.type(dialog.getByRole('textbox', { name: /예외 사유/ }), '매장 직원 테스트 계정');
      await user.click(dialog.getByRole('button', { name: '확인' }));
      const sent = await call(requests, 'POST', /^\/api\/badIssueStamp\/except$/);
      expect(sent.body).toEqual({ ids: [Number(target.id)], reason: '매장 직원 테스트 계정' });
      expect(await screen.findByText('회원 1명을 부정 적립 탐지에서 제외하였습니다.')).toBeInTheDocument();
      await expectNoDialog();
      const theirs = detections()
        .all()
        .filter((row) => row.cusId === cusId);
      expect(theirs.some((row) => row.processStatus === 'WAIT' || row.processStatus === undefined)).toBe(false);
      await waitFor(() => expect(within(target.row).getByText('예외 처리')).toBeInTheDocument(), { timeout: 20_000 });

      await user.click(within(target.row).getAllByRole('cell')[2]);
      const detail = await call(requests, 'POST', /^\/api\/badIssueStamp\/detail$/);
      expect(String((detail.body as { id?: unknown }).id)).toBe(target.id);
      expect((await screen.findAllByText('스탬프 부정 적립 상세', {}, { timeout: 20_000 })).length).toBeGreaterThan(0);
      expect(await screen.findByText('예외 처리')).toBeInTheDocument(); // the detail of the excepted detection
    },
    LONG * 2,
  );

  it(
    'lists the detection settings (GET badIssueStamp) and creates one with POST badIssueStamp/create',
    async () => {
      const before = settings().all().length;
      const { user, requests } = await renderScreen('/badIssueStampSetting/create');
      const form = await screen.findByRole('textbox', { name: /기준 적립 수/ }, { timeout: 90_000 });
      await user.type(form, '12');
      await user.type(screen.getByRole('textbox', { name: /기준 주문 건수/ }), '4');
      await user.click(screen.getByRole('combobox', { name: /집계 단위/ }));
      await user.click(await screen.findByRole('option', { name: '주간' }));
      await user.click(screen.getByRole('button', { name: '저장' }));
      const sent = await call(requests, 'POST', /^\/api\/badIssueStamp\/create$/);
      expect(sent.body).toMatchObject({ periodType: 'weekly', limitSaveCnt: 12, limitOrderCnt: 4 });
      await waitFor(() => expect(settings().all()).toHaveLength(before + 1));
      await call(requests, 'GET', /^\/api\/badIssueStamp$/, false);
    },
    LONG * 2,
  );
});
