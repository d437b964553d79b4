import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { buildUrl, fileNameFromDisposition, holdRequestsUntil, HttpError, request, requestBlob, setUnauthorizedHandler } from '@/http/httpClient';
import { server } from '@mocks/node';

async function failureOf(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(() => undefined, (reason: unknown) => reason);
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('http client', () => {
  it('URL-encodes every query value and drops empty ones', () => {
    expect(buildUrl('notice/list', { title: '신메뉴 & 이벤트', page: 1, empty: '', none: undefined, ids: [1, 2] })).toBe(
      '/api/notice/list?title=%EC%8B%A0%EB%A9%94%EB%89%B4%20%26%20%EC%9D%B4%EB%B2%A4%ED%8A%B8&page=1&ids=1&ids=2',
    );
  });

  it('reads file names from content-disposition, RFC 5987 first', () => {
    expect(fileNameFromDisposition(`attachment; filename="a.csv"; filename*=UTF-8''%EB%8C%80%EC%8B%9C%EB%B3%B4%EB%93%9C.csv`)).toBe('대시보드.csv');
    expect(fileNameFromDisposition('attachment; filename="%EA%B3%B5%EC%A7%80.xlsx"')).toBe('공지.xlsx');
    expect(fileNameFromDisposition('attachment; filename=plain.txt')).toBe('plain.txt');
    expect(fileNameFromDisposition(null)).toBeUndefined();
  });

  it('uses the server message, else a Korean sentence with the status', async () => {
    server.use(
      http.get('/api/t/with-msg', () => HttpResponse.json({ msg: '제목을 입력해주세요.' }, { status: 400 })),
      http.get('/api/t/bare', () => new HttpResponse(null, { status: 500 })),
      http.get('/api/t/forbidden', () => new HttpResponse(null, { status: 403 })),
      http.get('/api/t/offline', () => HttpResponse.error()),
    );
    expect((await failureOf(request('t/with-msg'))).message).toBe('제목을 입력해주세요.');
    const bare = await failureOf(request('t/bare'));
    expect(bare.status).toBe(500);
    expect(bare.message).toBe('서버와 통신 중 오류가 발생하였습니다. (오류 코드 500)');
    expect((await failureOf(request('t/forbidden'))).message).toBe('접근 권한이 없습니다.');
    expect((await failureOf(request('t/offline'))).message).toBe('서버에 연결할 수 없습니다. 네트워크 상태를 확인해주세요.');
  });

  it('hands a 401 body to the unauthorized handler unless the call is exempt', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    server.use(http.get('/api/t/401', () => HttpResponse.json({ expired: true }, { status: 401 })));
    await failureOf(request('t/401'));
    expect(handler).toHaveBeenCalledWith({ expired: true });
    await failureOf(request('t/401', { skipUnauthorized: true }));
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('answers an empty body as undefined and a blob with its file name', async () => {
    server.use(
      http.get('/api/t/empty', () => new HttpResponse(null, { status: 200 })),
      http.post('/api/t/file', () =>
        new HttpResponse('a,b', { headers: { 'content-disposition': `attachment; filename*=UTF-8''%ED%8C%8C%EC%9D%BC.csv` } }),
      ),
    );
    expect(await request('t/empty')).toBeUndefined();
    const file = await requestBlob('t/file');
    expect(file.fileName).toBe('파일.csv');
    expect(await file.blob.text()).toBe('a,b');
  });

  it('holds every request until the backend has started, and fails in Korean when it never does', async () => {
    const sent = vi.fn();
    server.use(
      http.get('/api/t/held', () => {
        sent();
        return HttpResponse.json({ ok: true });
      }),
    );
    let start: () => void = () => undefined;
    holdRequestsUntil(new Promise<void>((resolve) => (start = resolve)));
    try {
      const reply = request('t/held');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(sent).not.toHaveBeenCalled();
      start();
      expect(await reply).toEqual({ ok: true });
      expect(sent).toHaveBeenCalledTimes(1);

      holdRequestsUntil(Promise.reject(new Error('the mock worker did not start')));
      expect((await failureOf(request('t/held'))).message).toBe('서버에 연결할 수 없습니다. 네트워크 상태를 확인해주세요.');
      expect(sent).toHaveBeenCalledTimes(1);
    } finally {
      holdRequestsUntil(Promise.resolve());
    }
  });
});
