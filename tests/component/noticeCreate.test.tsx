import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { callsTo, renderScreen, type RenderedScreen } from '../helpers/renderScreen';
import { mockRows, preloadRichText, setDate, typeHtml, waitForCall } from './boardHelpers';

async function fillNotice({ user, container }: RenderedScreen, values: { title: string; start: string; end: string }) {
  await user.type(await screen.findByRole('textbox', { name: /제목/ }, { timeout: 30000 }), values.title);
  await typeHtml(user, '공지 내용', '<p>매장 운영 시간이 변경됩니다.</p>');
  await user.click(screen.getByRole('combobox', { name: /노출 상태/ }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: '노출' }));
  await setDate(container, 'dispStartDt', values.start);
  await setDate(container, 'dispEndDt', values.end);
}

// The form loads the lazy rich-text editor besides the date pickers: more than the default 20 s on a loaded machine.
describe('notice create (generated form)', { timeout: 40000 }, () => {
  beforeAll(preloadRichText, 30000);

  it('asks for the required fields in Korean and refuses a start after the end', async () => {
    const rendered = await renderScreen('/notice/create');
    const { user, requests } = rendered;
    expect(await screen.findByRole('heading', { name: '공지사항 등록', level: 2 }, { timeout: 30000 })).toBeInTheDocument();
    // read-only fields (번호, 등록일…) are not on the create form
    expect(screen.queryByText('조회수')).not.toBeInTheDocument();

    await typeHtml(user, '공지 내용', '<p>본문</p><script>alert(1)</script>');
    expect(screen.getByTestId('content-preview').innerHTML).toBe('<p>본문</p>');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('제목을 입력해주세요.')).toBeInTheDocument();
    expect(screen.getByText('노출 상태를 선택해주세요.')).toBeInTheDocument();
    expect(screen.getByText('게시 시작일을 선택해주세요.')).toBeInTheDocument();

    await fillNotice(rendered, { title: '영업시간 변경 안내', start: '2026-03-10', end: '2026-03-01' });
    const save = screen.getByRole('button', { name: '저장' });
    await waitFor(() => expect(save).toBeEnabled()); // re-validation after each change runs first
    await user.click(save);
    expect(await screen.findByText('게시 종료일은 게시 시작일보다 이전일 수 없습니다.')).toBeInTheDocument();
    expect(callsTo(requests, 'POST', 'notice/create')).toHaveLength(0);
  });

  it('creates the notice through POST /api/notice/create and returns to the list', async () => {
    const rendered = await renderScreen('/notice/create');
    const { user, requests } = rendered;
    const before = mockRows('notice').length;
    await fillNotice(rendered, { title: '봄 시즌 음료 출시 안내', start: '2026-03-01', end: '2026-03-31' });
    await user.click(screen.getByRole('radio', { name: '고정' }));
    await user.click(screen.getByRole('button', { name: '저장' }));

    const call = await waitForCall(requests, 'POST', '/api/notice/create');
    expect(call.body).toEqual({
      title: '봄 시즌 음료 출시 안내',
      content: '<p>매장 운영 시간이 변경됩니다.</p>',
      topYn: 'Y',
      status: 'Y',
      dispStartDt: '2026-03-01',
      dispEndDt: '2026-03-31',
    });
    expect(await screen.findByText('등록되었습니다.', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(mockRows('notice')).toHaveLength(before + 1));
    await waitForCall(requests, 'GET', '/api/notice/list');
  });

  it('shows the server message and keeps what was typed when the server refuses', async () => {
    server.use(http.post('/api/notice/create', () => HttpResponse.json({ result: '9999', msg: '동일한 제목의 공지가 있습니다.' }, { status: 400 })));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined); // the failed call is logged, as spec §8 says
    const rendered = await renderScreen('/notice/create');
    await fillNotice(rendered, { title: '중복 공지', start: '2026-03-01', end: '2026-03-31' });
    await rendered.user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('동일한 제목의 공지가 있습니다.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /제목/ })).toHaveValue('중복 공지');
    expect(screen.getByRole('heading', { name: '공지사항 등록', level: 2 })).toBeInTheDocument();
    logged.mockRestore();
  });
});
