import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { checkFile } from '@/http/download';
import { failureKind } from '@/http/failures';

/** What is not a file rejects as a server error does: react-admin's HttpError built by failures.ts. */
describe('checkFile failures', () => {
  const file = (body: string, type: string) => ({ blob: new Blob([body], { type }), fileName: 'x' });
  const rejection = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (error: unknown) => error,
    );

  it('an empty file is an answer that cannot be read', async () => {
    const error = await rejection(checkFile(file('', 'text/csv')));
    expect(error).toBeInstanceOf(HttpError);
    expect(failureKind(error)).toBe('badReply');
  });

  it("a failure result sent in place of the file is a refusal with the server's message and body", async () => {
    const body = { result: '9999', msg: '파일이 없습니다.' };
    const error = await rejection(checkFile(file(JSON.stringify(body), 'application/json')));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ message: '파일이 없습니다.', status: 200, body });
    expect(failureKind(error)).toBe('refused');
  });

  it('a refusal without a Korean message gets the generic one', async () => {
    const error = await rejection(checkFile(file('{"result":"9999","msg":"no file"}', 'application/json')));
    expect(error).toMatchObject({ message: '요청을 처리하지 못했습니다.', status: 200 });
  });
});
