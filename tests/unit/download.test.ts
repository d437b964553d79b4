import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { checkFile, downloadFile, safeFileName } from '@/http/download';
import { fileNameFromDisposition } from '@/http/httpClient';
import { createDataProvider } from '@/providers/dataProvider';
import { signIn } from '../helpers/renderScreen';

/** What the page would save: the `<a download>` names and the blobs behind them. */
function captureSaves() {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    }),
    revokeObjectURL: vi.fn(),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href) as Blob });
  });
  return saved;
}

/** A name sent as raw UTF-8 bytes, as the page reads it from a header (one character per byte). */
const asHeaderBytes = (text: string) => String.fromCharCode(...new TextEncoder().encode(text));

const KOREAN = '대시보드_샘플양식.csv';

describe('the saved file name', () => {
  it('comes from RFC 5987 filename* first, Korean included', () => {
    const header = `attachment; filename="dashboard_sample.csv"; filename*=UTF-8''${encodeURIComponent(KOREAN)}`;
    expect(safeFileName(fileNameFromDisposition(header))).toBe(KOREAN);
    expect(safeFileName(fileNameFromDisposition(`attachment; filename*=utf-8''${encodeURIComponent('회원 목록 (4월).xlsx')}`))).toBe('회원 목록 (4월).xlsx');
  });

  it('reads a percent-encoded or plain filename', () => {
    expect(safeFileName(fileNameFromDisposition(`attachment; filename="${encodeURIComponent(KOREAN)}"`))).toBe(KOREAN);
    expect(safeFileName(fileNameFromDisposition('attachment; filename=report.csv'))).toBe('report.csv');
  });

  it('repairs a Korean name sent as raw UTF-8 bytes, and leaves a Latin-1 one alone', () => {
    expect(safeFileName(asHeaderBytes(KOREAN))).toBe(KOREAN);
    expect(safeFileName('café.csv')).toBe('café.csv');
  });

  it('drops folders and characters a file system refuses', () => {
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('C:\\temp\\매출.csv')).toBe('매출.csv');
    expect(safeFileName('a:b*c?"d"<e>|f.csv')).toBe('a_b_c__d__e__f.csv');
    expect(safeFileName('.hidden')).toBe('hidden');
    expect(safeFileName('a\u0000b\nc\u007f.csv')).toBe('a_b_c_.csv');
  });

  it('falls back when the server sends none', () => {
    expect(safeFileName(undefined, KOREAN)).toBe(KOREAN);
    expect(safeFileName('', KOREAN)).toBe(KOREAN);
    expect(safeFileName('  ')).toBe('download');
  });
});

describe('checkFile', () => {
  const file = (body: string, type: string) => ({ blob: new Blob([body], { type }), fileName: 'x' });

  it('accepts a file, and JSON that is not a failure', async () => {
    await expect(checkFile(file('a,b', 'text/csv'))).resolves.toBeTruthy();
    await expect(checkFile(file('{"result":"0000"}', 'application/json'))).resolves.toBeTruthy();
    await expect(checkFile(file('[1,2]', 'application/json'))).resolves.toBeTruthy();
  });

  it('refuses an empty file and a failure result sent in place of the file', async () => {
    await expect(checkFile(file('', 'text/csv'))).rejects.toThrow();
    await expect(checkFile(file('{"result":"9999","msg":"파일이 없습니다."}', 'application/json;charset=UTF-8'))).rejects.toThrow('파일이 없습니다.');
  });
});

describe('downloadFile', () => {
  let saved: ReturnType<typeof captureSaves>;
  beforeEach(async () => {
    await signIn('hq.master');
    saved = captureSaves();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it("saves the dashboard sample (POST /api/dashboard/download) under the server's Korean name", async () => {
    const report = vi.fn();
    const ok = await downloadFile(() => createDataProvider().download('dashboard/download'), {}, report);
    expect(ok).toBe(true);
    expect(report).not.toHaveBeenCalled();
    expect(saved.map((file) => file.name)).toEqual([KOREAN]);
    expect(await saved[0].blob.text()).toContain('구분,항목');
  });

  it('takes a path too (POST, blob) and uses the fallback name when none is sent', async () => {
    server.use(http.post('/api/files/plain', () => new HttpResponse('a,b\r\n', { headers: { 'content-type': 'text/csv' } })));
    expect(await downloadFile('files/plain', {}, vi.fn(), 'fallback.csv')).toBe(true);
    expect(saved.map((file) => file.name)).toEqual(['fallback.csv']);
  });

  it.each([
    ['a server error', () => HttpResponse.json({ result: '9999', msg: '오류' }, { status: 500 })],
    ['a network error', () => HttpResponse.error()],
    ['a failure result instead of the file', () => HttpResponse.json({ result: '9999', msg: '다운로드 대상이 없습니다.' })],
    ['an empty body', () => new HttpResponse(null, { status: 200 })],
  ])("reports '다운로드에 실패하였습니다.' on %s and saves nothing", async (_name, resolver) => {
    server.use(http.post('/api/dashboard/download', resolver));
    const report = vi.fn();
    expect(await downloadFile(() => createDataProvider().download('dashboard/download'), {}, report)).toBe(false);
    expect(report).toHaveBeenCalledExactlyOnceWith('다운로드에 실패하였습니다.');
    expect(saved).toEqual([]);
  });
});
