import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { collectionOf, db } from '@mocks/db';
import { clearFaults, setFaults } from '@mocks/node';
import { findScreen } from '@resources/registry';
import { callsTo, renderScreen } from '../../helpers/renderScreen';
import { waitForCall } from '../boardHelpers';

/**
 * /surveyManage (content v1): the survey's questions are its sub-rows, read with
 * GET surveyManage/surveyManage/sub/{id} and added with POST surveyManage/surveyManage/sub/{id};
 * '엑셀(상세) 다운로드' sends POST surveyManage/surveyManage/excelDetail with the filter.
 */
const LONG = 120_000;
const surveys = () => collectionOf(findScreen('surveyManage')!);
const questionsOf = (id: string) =>
  db
    .collection('surveyManage_question')
    .all()
    .filter((row) => String(row.parentId) === id);

describe('survey questions and Excel(상세) (content v1 sub-rows, excelDetail)', () => {
  afterEach(() => {
    clearFaults();
    vi.restoreAllMocks();
  });

  it(
    'lists a survey’s questions on its form, refuses an empty one, keeps the input on a refusal and adds one',
    async () => {
      const survey = surveys().all()[0];
      const id = String(survey.id);
      const before = questionsOf(id);
      const rev = survey.rev; // live row: read before the add
      const { user, requests } = await renderScreen(`/surveyManage/${id}`);
      const section = await screen.findByRole('region', { name: '설문 문항' }, { timeout: 60_000 });
      await waitForCall(requests, 'GET', `/api/surveyManage/surveyManage/sub/${id}`);
      const table = within(section).getByRole('table', { name: '설문 문항' });
      await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(1 + Math.max(before.length, 1)));
      if (before.length) expect(within(table).getByText(String(before[0].question))).toBeInTheDocument();

      await user.click(within(section).getByRole('button', { name: '설문 문항 추가' }));
      let dialog = within(await screen.findByRole('dialog'));
      await user.click(dialog.getByRole('button', { name: '저장' }));
      expect(await dialog.findByText('문항을 입력해주세요.')).toBeInTheDocument();
      expect(callsTo(requests, 'POST', `surveyManage/surveyManage/sub/${id}`)).toHaveLength(0);

      await user.type(dialog.getByRole('textbox', { name: /문항/ }), '매장 분위기는 어떠셨나요?');
      await user.click(dialog.getByRole('combobox', { name: /답변 형식/ }));
      await user.click(await screen.findByRole('option', { name: '주관식' }));
      dialog = within(screen.getByRole('dialog'));
      setFaults({ status403: true, method: 'POST', pathPattern: '/sub/' });
      await user.click(dialog.getByRole('button', { name: '저장' }));
      expect(await dialog.findByText('권한이 없습니다.')).toBeInTheDocument();
      expect(dialog.getByRole('textbox', { name: /문항/ })).toHaveValue('매장 분위기는 어떠셨나요?');

      clearFaults();
      await user.click(dialog.getByRole('button', { name: '저장' }));
      expect(await screen.findByText('설문 문항이 추가되었습니다.')).toBeInTheDocument();
      const posts = callsTo(requests, 'POST', `surveyManage/surveyManage/sub/${id}`);
      expect(posts.at(-1)?.body).toEqual({ question: '매장 분위기는 어떠셨나요?', answerType: 'TEXT' });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(await within(section).findByText('매장 분위기는 어떠셨나요?')).toBeInTheDocument();
      expect(questionsOf(id)).toHaveLength(before.length + 1);
      expect(surveys().get(id)).toMatchObject({ questionCnt: before.length + 1, rev }); // the count is no edit: an open form stays valid
    },
    LONG,
  );

  it(
    'downloads Excel(상세): POST excelDetail with the filter, saved under the server’s file name, one line per question',
    async () => {
      const blobs: Blob[] = [];
      Object.assign(URL, { createObjectURL: vi.fn((blob: Blob) => (blobs.push(blob), 'blob:detail')), revokeObjectURL: vi.fn() });
      const names: string[] = [];
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        names.push(this.download);
      });
      const { user, requests } = await renderScreen('/surveyManage');
      const button = await screen.findByRole('button', { name: '엑셀(상세) 다운로드' }, { timeout: 60_000 });
      await waitFor(() => expect(button).toBeEnabled());
      await user.click(button);
      const call = await waitForCall(requests, 'POST', '/api/surveyManage/surveyManage/excelDetail');
      expect(call.body).toMatchObject({ excelYn: 'Y' });
      await waitFor(() => expect(names).toHaveLength(1));
      expect(names[0]).toMatch(/^설문 관리_\d{8}\.csv$/);
      const lines = (await blobs[0].text())
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toContain('설문 제목');
      expect(lines[0]).toContain('문항');
      const rows = surveys().all();
      const expected = rows.reduce((sum, row) => sum + Math.max(questionsOf(String(row.id)).length, 1), 0);
      expect(lines).toHaveLength(1 + expected);
    },
    LONG,
  );
});
