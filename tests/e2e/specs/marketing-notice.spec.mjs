// @ts-check
/**
 * Issue 15 items 6 and 9 in Chromium: a notice written in the WYSIWYG editor (a heading, bold
 * text, a list) with two attachments uploaded, one removed before saving (its temporary upload
 * deleted), then downloaded from the detail as a zip and unpacked: the kept file comes back
 * byte for byte, and the detail shows the HTML the editor wrote.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { e2e } from '../lib/harness.mjs';
import { HQ_MASTER, openSignedIn, settled } from '../lib/helpers.mjs';

const unique = Date.now().toString(36).slice(-5);
const TITLE = `첨부 점검 공지 ${unique}`;

/**
 * @param {import('playwright-core').Page} page
 * @param {string} label
 * @param {string} isoDate
 */
async function typeDate(page, label, isoDate) {
  await page.getByRole('textbox', { name: new RegExp(`^${label}`) }).click();
  await page.keyboard.type(isoDate.replaceAll('-', ''));
}

e2e(
  'notice: rich text in the editor, two attachments, one removed before save, downloaded as a zip',
  async ({ page, watch }) => {
    await openSignedIn(page, HQ_MASTER, '/notice/create');
    await page.locator('input[name="title"]').fill(TITLE);

    // The editor's script comes when the operator opens it (issue 35): the form shows a box first.
    await page.getByRole('button', { name: '공지 내용 편집하기' }).click();
    const editor = page.getByRole('textbox', { name: '공지 내용 편집기' });
    await editor.click();
    await page.keyboard.type('## 봄 시즌 안내');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('굵은 안내');
    await page.keyboard.press('Control+b');
    await page.keyboard.press('Enter');
    await page.keyboard.type('- 첫째 항목');
    const html = '<h2>봄 시즌 안내</h2><p><strong>굵은 안내</strong></p><ul><li><p>첫째 항목</p></li></ul>';
    assert.equal(await page.getByTestId('content-preview').innerHTML(), html, 'the preview is the editor output');

    await page.getByRole('combobox', { name: /^노출 상태/ }).click();
    await page.getByRole('option', { name: '노출', exact: true }).click();
    await typeDate(page, '게시 시작일', '2026-01-01');
    await typeDate(page, '게시 종료일', '2026-12-31');

    const dir = await mkdtemp(join(tmpdir(), 'attach-'));
    const kept = Buffer.from(`보관할 안내문 ${unique}\n`, 'utf8');
    await writeFile(join(dir, '보관.txt'), kept);
    await writeFile(join(dir, '삭제.txt'), '지울 파일');
    // 파일 선택 from the keyboard: Enter on the focused button opens the file dialog
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: '파일 선택' }).focus();
    await page.keyboard.press('Enter');
    await (await chooser).setFiles([join(dir, '보관.txt'), join(dir, '삭제.txt')]);
    await page.getByText('삭제.txt').waitFor();
    await settled(page, watch);
    assert.equal(watch.calls(/^POST \/api\/attach\/tmp$/).length, 2, `uploads: ${watch.calls(/attach/)}`);
    await page.getByRole('button', { name: '삭제.txt 삭제' }).click();
    await page.getByText('삭제.txt').waitFor({ state: 'detached' });
    await settled(page, watch);
    assert.deepEqual(watch.calls(/^DELETE \/api\/attach\/tmp$/), ['DELETE /api/attach/tmp']);

    await page.getByRole('button', { name: '저장', exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/notice/create');
    assert.deepEqual(watch.calls(/^POST \/api\/notice\/create$/), ['POST /api/notice/create']);
    await settled(page, watch);
    await page.locator('form input[name="title"]').fill(TITLE);
    await page.locator('form input[name="title"]').press('Enter'); // 검색
    await page.getByRole('cell', { name: TITLE, exact: true }).click();
    await page.waitForURL(/\/notice\/\d+/);
    const id = /\/notice\/(\d+)/.exec(new URL(page.url()).pathname)?.[1];
    await page.goto(`/notice/${id}/show`);
    await page.getByText('보관.txt').waitFor();
    assert.equal(await page.getByText('삭제.txt').count(), 0);
    assert.ok((await page.locator('h2', { hasText: '봄 시즌 안내' }).count()) >= 1, 'the saved heading is drawn');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '전체 다운로드(ZIP)' }).click()]);
    assert.equal(download.suggestedFilename(), `공지사항_${id}_첨부파일.zip`);
    const zip = join(dir, 'all.zip');
    await download.saveAs(zip);
    // Python's zipfile reads the UTF-8 name flag (Info-ZIP's unzip follows the locale instead).
    const names = execFileSync(
      'python3',
      ['-c', 'import sys, zipfile; z = zipfile.ZipFile(sys.argv[1]); z.extractall(sys.argv[2]); print("\\n".join(z.namelist()))', zip, join(dir, 'out')],
      { encoding: 'utf8' },
    );
    assert.deepEqual(names.trim().split('\n'), ['보관.txt']);
    assert.deepEqual(await readFile(join(dir, 'out', '보관.txt')), kept, 'the unpacked file is the uploaded one');
    assert.deepEqual(watch.calls(/^POST \/api\/attach\/download\//), ['POST /api/attach/download/notice/FILE']);
  },
  { timeout: 90_000 },
);
