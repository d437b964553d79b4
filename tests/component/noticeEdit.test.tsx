import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { renderScreen } from '../helpers/renderScreen';
import { mockRows, waitForCall } from './boardHelpers';

describe('notice edit and detail', () => {
  it('loads the notice, shows read-only values, and saves with PUT /api/notice/notice/{id}', async () => {
    const record = mockRows('notice')[0];
    const id = String(record.id);
    const { user, requests } = await renderScreen(`/notice/${id}`);
    const title = await screen.findByRole('textbox', { name: /제목/ }, { timeout: 20_000 });
    await waitFor(() => expect(title).toHaveValue(String(record.title)));
    await waitForCall(requests, 'GET', `/api/notice/notice/${id}`);
    expect(screen.getByText('조회수')).toBeInTheDocument(); // input: false -> read-only on edit
    expect(screen.queryByRole('textbox', { name: /조회수/ })).not.toBeInTheDocument();

    await user.clear(title);
    await user.type(title, '수정된 공지 제목');
    await user.click(screen.getByRole('button', { name: '저장' }));

    const call = await waitForCall(requests, 'PUT', `/api/notice/notice/${id}`);
    const body = call.body as Record<string, unknown>;
    expect(body).toMatchObject({
      id: record.id,
      title: '수정된 공지 제목',
      content: record.content,
      status: record.status,
      dispStartDt: record.dispStartDt,
      dispEndDt: record.dispEndDt,
    });
    expect(body).not.toHaveProperty('viewCnt'); // read-only values are not sent back
    expect(body).not.toHaveProperty('regDt');
    await waitFor(() => expect(mockRows('notice').find((row) => String(row.id) === id)?.title).toBe('수정된 공지 제목'));
  });

  it('renders rich text through DOMPurify on the detail view', async () => {
    const record = mockRows('notice')[0];
    server.use(
      http.get(`/api/notice/notice/${String(record.id)}`, () =>
        HttpResponse.json({ ...record, content: '<p>안전한 본문</p><img src="x" onerror="window.__hacked=1"><script>window.__hacked=1</script>' }),
      ),
    );
    await renderScreen(`/notice/${String(record.id)}/show`);
    const text = await screen.findByText('안전한 본문', {}, { timeout: 20_000 });
    const html = text.closest('div')?.innerHTML ?? '';
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('<script');
    expect((window as unknown as { __hacked?: number }).__hacked).toBeUndefined();
    expect(screen.getByRole('heading', { name: '공지사항 상세', level: 2 })).toBeInTheDocument();
  });

  it('gives the editor sanitized HTML: an outside image becomes a link on load, on leaving the HTML source and on paste; the console’s own stays', async () => {
    const record = mockRows('notice')[0];
    const outside = 'https://tracker.example/pixel.gif';
    server.use(
      http.get(`/api/notice/notice/${String(record.id)}`, () =>
        HttpResponse.json({
          ...record,
          content: `<p>편집할 본문</p><img src="${outside}?u=load" alt="추적 이미지"><img src="/api/attach/image/1" alt="자체 이미지">`,
        }),
      ),
    );
    const { user } = await renderScreen(`/notice/${String(record.id)}`);
    await user.click(await screen.findByRole('button', { name: '공지 내용 편집하기' }, { timeout: 30_000 }));
    const editor = await screen.findByRole('textbox', { name: '공지 내용 편집기' }, { timeout: 30_000 });
    await within(editor).findByText('편집할 본문');
    const outsideImages = () => [...document.querySelectorAll('img')].filter((image) => image.getAttribute('src')?.startsWith('https://tracker.example'));
    expect(outsideImages()).toEqual([]);
    expect(within(editor).getByRole('link', { name: '외부 이미지: 추적 이미지' })).toHaveAttribute('href', `${outside}?u=load`);
    expect(editor.querySelector('img[src="/api/attach/image/1"]')).not.toBeNull();

    // the HTML source view, then back to the editor
    await user.click(screen.getByRole('button', { name: 'HTML 편집' }));
    const source = await screen.findByLabelText(/^공지 내용 \(HTML\)/);
    fireEvent.change(source, { target: { value: `<p>소스에서 쓴 본문</p><img src="${outside}?u=source" alt="소스 이미지">` } });
    await user.click(screen.getByRole('button', { name: '편집기로 돌아가기' }));
    const again = await screen.findByRole('textbox', { name: '공지 내용 편집기' });
    await within(again).findByText('소스에서 쓴 본문');
    expect(outsideImages()).toEqual([]);
    expect(within(again).getByRole('link', { name: '외부 이미지: 소스 이미지' })).toBeInTheDocument();

    // pasted HTML
    const html = `<p>붙여넣은 본문</p><img src="${outside}?u=paste" alt="붙여넣은 이미지">`;
    fireEvent.paste(again, { clipboardData: { getData: (type: string) => (type === 'text/html' ? html : ''), types: ['text/html'] } });
    await within(again).findByText('붙여넣은 본문');
    expect(outsideImages()).toEqual([]);
    expect(within(again).getByRole('link', { name: '외부 이미지: 붙여넣은 이미지' })).toBeInTheDocument();
  });
});
