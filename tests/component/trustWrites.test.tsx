import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { collectionOf } from '@mocks/db';
import { clearFaults, server, setFaults } from '@mocks/node';
import { callsTo, renderScreen } from '../helpers/renderScreen';
import { boardScreen, dataRows, mockRows, typeHtml, waitForCall } from './boardHelpers';

/**
 * Writes on the real providers and handlers: a reply that is not a confirmed save is never
 * reported as saved and the input stays; 403 and 409 are said in Korean; a double click on a
 * confirmation or a save sends one request (the mock answering slowly).
 */
const BAD_REPLY = '서버 응답을 확인할 수 없습니다. 잠시 후 다시 시도해주세요.';
const hasDraft = () => Object.keys(window.sessionStorage).some((key) => key.startsWith('membership.draft:'));

async function editNotice() {
  const record = mockRows('notice')[0];
  const id = String(record.id);
  const rendered = await renderScreen(`/notice/${id}`);
  const title = await screen.findByRole('textbox', { name: /제목/ }, { timeout: 20_000 });
  await waitFor(() => expect(title).toHaveValue(String(record.title)));
  return { ...rendered, record, id, title };
}

describe('an edit save', { timeout: 60_000 }, () => {
  it('is not "수정되었습니다." on an HTML reply nor on a 403; the input stays; a double click saves once and clears the draft', async () => {
    setFaults({ html: true, method: 'PUT', pathPattern: '^/api/notice/notice/' });
    const { user, requests, id, title } = await editNotice();
    await user.clear(title);
    await user.type(title, '내가 고친 제목');
    await waitFor(() => expect(hasDraft()).toBe(true));
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText(BAD_REPLY, {}, { timeout: 20000 })).toBeInTheDocument();
    expect(screen.queryByText('수정되었습니다.')).not.toBeInTheDocument();
    expect(title).toHaveValue('내가 고친 제목');
    expect(mockRows('notice').find((row) => String(row.id) === id)?.title).not.toBe('내가 고친 제목');

    setFaults({ html: false, status403: true });
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('권한이 없습니다.', {}, { timeout: 20000 })).toBeInTheDocument();
    expect(screen.queryByText('수정되었습니다.')).not.toBeInTheDocument();
    expect(title).toHaveValue('내가 고친 제목');
    expect(hasDraft()).toBe(true);

    setFaults({ status403: false, latencyMs: 400 });
    await user.dblClick(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('수정되었습니다.', {}, { timeout: 20000 })).toBeInTheDocument();
    expect(await dataRows()).not.toHaveLength(0); // back on the list: nothing unsaved held the way
    await waitFor(() => expect(mockRows('notice').find((row) => String(row.id) === id)?.title).toBe('내가 고친 제목'));
    expect(callsTo(requests, 'PUT', `notice/notice/${id}`)).toHaveLength(3);
    await waitFor(() => expect(hasDraft()).toBe(false));
  });

  it('409: says someone else saved first, keeps the input, sends the rev it read, and reloads the record on request', async () => {
    const record = mockRows('notice')[0];
    const id = String(record.id);
    const table = collectionOf(boardScreen('notice'));
    const { user, requests, title } = await editNotice();
    const readRev = Number(table.get(record.id)?.rev);
    table.update(record.id, { title: '다른 관리자가 고친 제목' }); // another operator saves first: the mock's rev moves on
    await user.clear(title);
    await user.type(title, '내가 고친 제목');
    await user.click(screen.getByRole('button', { name: '저장' }));

    const put = await waitForCall(requests, 'PUT', `/api/notice/notice/${id}`);
    expect(put.body).toMatchObject({ id: record.id, rev: readRev, title: '내가 고친 제목' });
    const notice = await screen.findByTestId('conflict-notice', {}, { timeout: 20000 });
    expect(notice).toHaveTextContent('다른 사용자가 이 항목을 먼저 수정했습니다.');
    expect(screen.getByText('다른 사용자가 먼저 수정했습니다. 최신 내용을 불러온 뒤 다시 저장해주세요.')).toBeInTheDocument();
    expect(screen.queryByText('수정되었습니다.')).not.toBeInTheDocument();
    expect(title).toHaveValue('내가 고친 제목');
    expect(table.get(record.id)?.title).toBe('다른 관리자가 고친 제목'); // the stale save changed nothing

    await user.click(within(notice).getByRole('button', { name: '최신 내용 불러오기' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /제목/ })).toHaveValue('다른 관리자가 고친 제목'));
    expect(screen.queryByTestId('conflict-notice')).not.toBeInTheDocument();
  });
});

describe('a delete', { timeout: 60_000 }, () => {
  it('a double click on 확인 sends one DELETE (with the rev read)', async () => {
    setFaults({ latencyMs: 400, method: 'DELETE' });
    const first = mockRows('notice')[0];
    collectionOf(boardScreen('notice')).update(first.id, { viewCnt: Number(first.viewCnt) + 1 }); // an edit elsewhere: rev 2
    const { user, requests, id, record } = await editNotice();
    await user.click(screen.getByRole('button', { name: '삭제' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: '취소' })).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: '확인' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByText('삭제되었습니다.', {}, { timeout: 20000 })).toBeInTheDocument();
    const deletes = callsTo(requests, 'DELETE', `notice/notice/${id}`);
    expect(deletes).toHaveLength(1);
    await waitFor(() => expect(deletes[0].body).toEqual({ id: record.id, rev: 2 }));
    expect(mockRows('notice').some((row) => String(row.id) === id)).toBe(false);
  });
});

describe('a create', { timeout: 60_000 }, () => {
  it('a reply without the new key is not "등록되었습니다."; the form and its input stay', async () => {
    server.use(http.post('/api/faq/create', () => HttpResponse.json({ result: '0000', msg: '저장되었습니다.' })));
    const { user, requests } = await renderScreen('/faq/create');
    await user.click(await screen.findByRole('combobox', { name: /분류/ }, { timeout: 20_000 }));
    await user.click(within(screen.getByRole('listbox')).getAllByRole('option')[0]);
    await user.type(screen.getByRole('textbox', { name: /질문/ }), '적립은 언제 되나요?');
    await typeHtml(user, '답변', '<p>결제 후 적립됩니다.</p>');
    await user.click(screen.getByRole('combobox', { name: /노출 상태/ }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: '노출' }));
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitForCall(requests, 'POST', '/api/faq/create');
    expect(await screen.findByText(BAD_REPLY, {}, { timeout: 20000 })).toBeInTheDocument();
    expect(screen.queryByText('등록되었습니다.')).not.toBeInTheDocument();
    expect(screen.queryByText('저장되었습니다.')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /질문/ })).toHaveValue('적립은 언제 되나요?');
  });
});

describe('a custom action (status change)', { timeout: 60_000 }, () => {
  it('an empty reply is not "상태가 변경되었습니다."; the dialog stays; a double click sends one call', async () => {
    setFaults({ empty: true, latencyMs: 300, pathPattern: '/status$' });
    const { user, requests } = await renderScreen('/notice');
    const rows = await dataRows();
    await user.click(within(rows[0]).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '상태 변경' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: '확인' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByText(BAD_REPLY, {}, { timeout: 20000 })).toBeInTheDocument();
    expect(callsTo(requests, 'POST', 'notice/notice/status')).toHaveLength(1);
    expect(screen.queryByText('상태가 변경되었습니다.')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    clearFaults();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '확인' }));
    expect(await screen.findByText('상태가 변경되었습니다.', {}, { timeout: 20000 })).toBeInTheDocument();
  });
});
