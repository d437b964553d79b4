import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { savedFiles, tmpFiles } from '@mocks/files/attachStore';
import { readZip } from '@mocks/files/zip';
import { callsTo, renderScreen } from '../../helpers/renderScreen';
import { mockRows, preloadRichText, setDate, typeHtml, waitForCall } from '../boardHelpers';

/** The files the page saved through an `<a download>`: their names and bytes. */
function captureDownloads() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  Object.assign(URL, { createObjectURL: vi.fn((blob: Blob) => (blobs.push(blob), 'blob:attach')), revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { blobs, names };
}

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('notice attachments', () => {
  beforeAll(preloadRichText, 30000);
  afterEach(() => vi.restoreAllMocks());

  it('uploads two files, refuses a wrong type in Korean, deletes the removed upload, saves the rest and downloads them as a zip equal to what was uploaded', async () => {
    const { user, requests, container, unmount } = await renderScreen('/notice/create');
    await user.type(await screen.findByLabelText(/^제목/, {}, { timeout: 90000 }), '첨부 안내');
    await typeHtml(user, '공지 내용', '<p>첨부파일을 확인해주세요.</p>');
    await user.click(screen.getByRole('combobox', { name: /노출 상태/ }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: '노출' }));
    await setDate(container, 'dispStartDt', '2026-03-01');
    await setDate(container, 'dispEndDt', '2026-03-31');

    const input = container.querySelector<HTMLInputElement>('input[type="file"][name="attachments"]');
    if (!input) throw new Error('no file input');
    const keep = new File(['매장 안내 본문'], '안내문.txt', { type: 'text/plain' });
    const drop = new File(['삭제할 파일'], '삭제.txt', { type: 'text/plain' });
    await user.upload(input, [keep, drop, new File(['MZ'], '설치.exe')]);
    expect(
      await screen.findByText(
        '설치.exe: 첨부할 수 없는 파일 형식입니다. (jpg, jpeg, png, gif, webp, pdf, hwp, hwpx, doc, docx, xls, xlsx, ppt, pptx, txt, zip)',
      ),
    ).toBeInTheDocument();
    await screen.findByText('삭제.txt');
    const uploads = callsTo(requests, 'POST', 'attach/tmp');
    expect(uploads.map((call) => call.query.get('fileName'))).toEqual(['안내문.txt', '삭제.txt']);

    const [kept, dropped] = tmpFiles().all().slice(-2);
    await user.click(screen.getByRole('button', { name: '삭제.txt 삭제' }));
    await waitFor(() => expect(callsTo(requests, 'DELETE', 'attach/tmp').map((call) => call.query.getAll('fileId'))).toEqual([[String(dropped.fileId)]]));
    await waitFor(() => expect(screen.queryByText('삭제.txt')).not.toBeInTheDocument());
    // the focus the removed file's 삭제 had goes to the file before it, not to the page
    await waitFor(() => expect(screen.getByRole('button', { name: '안내문.txt 삭제' })).toHaveFocus());
    expect(tmpFiles().get(dropped.fileId)).toBeUndefined();

    await user.click(screen.getByRole('button', { name: '저장' }));
    const create = await waitForCall(requests, 'POST', '/api/notice/create');
    expect(create.body).toMatchObject({ title: '첨부 안내', attachments: [{ fileId: kept.fileId, fileName: '안내문.txt', fileSize: 20, tmp: true }] });
    expect(await screen.findByText('등록되었습니다.', {}, { timeout: 20_000 })).toBeInTheDocument();
    const notice = mockRows('notice').find((row) => row.title === '첨부 안내');
    expect(savedFiles().get(kept.fileId)).toMatchObject({ refTarget: 'notice', refId: String(notice?.id), refTargetType: 'FILE' });
    // leaving the saved form deletes nothing: the save claimed the upload
    unmount();
    expect(callsTo(requests, 'DELETE', 'attach/tmp')).toHaveLength(1);

    const downloads = captureDownloads();
    const show = await renderScreen(`/notice/${String(notice?.id)}/show`);
    expect(await screen.findByText('안내문.txt', {}, { timeout: 30000 })).toBeInTheDocument();
    expect(callsTo(show.requests, 'GET', `attach/notice/${String(notice?.id)}`)).toHaveLength(1);
    expect(screen.getByText('20B')).toBeInTheDocument();
    await show.user.click(screen.getByRole('button', { name: '전체 다운로드(ZIP)' }));
    const zipCall = await waitForCall(show.requests, 'POST', '/api/attach/download/notice/FILE');
    expect(zipCall.body).toEqual({ refId: String(notice?.id) });
    await waitFor(() => expect(downloads.names).toEqual([`공지사항_${String(notice?.id)}_첨부파일.zip`]), { timeout: 20_000 });
    const entries = readZip(await bytesOf(downloads.blobs[0]));
    expect(entries.map((entry) => [entry.name, text(entry.data)])).toEqual([['안내문.txt', '매장 안내 본문']]);
  }, 240000);
});
