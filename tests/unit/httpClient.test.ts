import { delay, http, HttpResponse } from 'msw';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failureKind } from '@/http/failures';
import { buildUrl, fileNameFromDisposition, holdRequestsUntil, request, requestBlob, setRequestTimeout, setUnauthorizedHandler } from '@/http/httpClient';
import { server } from '@mocks/node';

async function failureOf(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
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

  it("fails as react-admin's HttpError: the server's Korean message, else one Korean sentence per kind", async () => {
    server.use(
      http.get('/api/t/with-msg', () => HttpResponse.json({ msg: '제목을 입력해주세요.' }, { status: 400 })),
      http.get('/api/t/english', () => HttpResponse.json({ msg: 'Internal Server Error' }, { status: 500 })),
      http.get('/api/t/bare', () => new HttpResponse(null, { status: 502 })),
      http.get('/api/t/forbidden', () => new HttpResponse('<html>Forbidden</html>', { status: 403 })),
      http.get('/api/t/conflict', () => HttpResponse.json({ result: '9999', data: { id: 1, rev: 3 } }, { status: 409 })),
      http.get('/api/t/offline', () => HttpResponse.error()),
    );
    const invalid = await failureOf(request('t/with-msg'));
    expect(invalid).toMatchObject({ message: '제목을 입력해주세요.', status: 400, body: { msg: '제목을 입력해주세요.' } });
    expect(failureKind(invalid)).toBe('invalid');
    expect((await failureOf(request('t/english'))).message).toBe('서버에서 오류가 발생했습니다. 잠시 후 다시 시도해주세요. (오류 코드 500)');
    const bare = await failureOf(request('t/bare'));
    expect(bare).toMatchObject({ status: 502, message: '서버에서 오류가 발생했습니다. 잠시 후 다시 시도해주세요. (오류 코드 502)' });
    expect(failureKind(bare)).toBe('server');
    const forbidden = await failureOf(request('t/forbidden'));
    expect(forbidden).toMatchObject({ status: 403, message: '권한이 없습니다.', body: null });
    const conflict = await failureOf(request('t/conflict'));
    expect(conflict).toMatchObject({ status: 409, message: '다른 사용자가 먼저 수정했습니다. 최신 내용을 불러온 뒤 다시 저장해주세요.' });
    expect(conflict.body).toMatchObject({ data: { id: 1, rev: 3 } });
    const offline = await failureOf(request('t/offline'));
    expect(offline.message).toBe('서버에 연결할 수 없습니다. 네트워크 상태를 확인해주세요.');
    expect(failureKind(offline)).toBe('network');
  });

  it('rejects a 200 whose body is an HTML page or truncated JSON; an empty body is undefined', async () => {
    server.use(
      http.get('/api/t/html', () => new HttpResponse('<!doctype html><title>502</title>', { headers: { 'content-type': 'text/html' } })),
      http.get('/api/t/truncated', () => new HttpResponse('{"list":[{"id":1', { headers: { 'content-type': 'application/json' } })),
    );
    for (const path of ['t/html', 't/truncated']) {
      const error = await failureOf(request(path));
      expect(error).toMatchObject({ status: 200, message: '서버 응답을 확인할 수 없습니다. 잠시 후 다시 시도해주세요.' });
      expect(failureKind(error)).toBe('badReply');
    }
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
      http.post('/api/t/file', () => new HttpResponse('a,b', { headers: { 'content-disposition': `attachment; filename*=UTF-8''%ED%8C%8C%EC%9D%BC.csv` } })),
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

describe('request timeout', () => {
  afterEach(() => setRequestTimeout(undefined));

  it('abandons a call without an answer after the timeout, with a Korean message; a slow answer in time passes', async () => {
    setRequestTimeout(150);
    server.use(
      http.get('/api/t/hang', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
      http.get('/api/t/slow', async () => {
        await delay(50);
        return HttpResponse.json({ ok: true });
      }),
      http.post('/api/t/hang-file', async () => {
        await delay('infinite');
        return new HttpResponse('x');
      }),
    );
    const started = Date.now();
    const error = await failureOf(request('t/hang'));
    expect(Date.now() - started).toBeLessThan(2000);
    expect(error.message).toBe('서버 응답이 지연되어 요청을 중단했습니다. 잠시 후 다시 시도해주세요.');
    expect(failureKind(error)).toBe('timeout');
    expect(failureKind(await failureOf(requestBlob('t/hang-file')))).toBe('timeout');
    expect(await request('t/slow')).toEqual({ ok: true });
  });

  it("leaves the caller's own abort an abort, not a failure to show", async () => {
    server.use(
      http.get('/api/t/cancelled', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const pending = request('t/cancelled', { signal: controller.signal });
    controller.abort();
    const error = await pending.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).not.toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });
});
