// @ts-check
/**
 * The generic list's search block, periods and columns (issue 16 items 1, 2, 4): 검색/초기화 and
 * the URL round trip (reload keeps the filter, back returns to the previous one) on two lists, a
 * preset and the spec §5 min/max linkage of a range, and at 1440×900 phone and date cells on one
 * line, the first column in view while the table scrolls sideways.
 */
import assert from 'node:assert/strict';
import { e2e } from '../lib/harness.mjs';
import { HQ_MASTER, navigateInApp, openSignedIn, settled, staysQuiet } from '../lib/helpers.mjs';

/** @typedef {import('playwright-core').Page} Page */

/** The applied filter in the address bar. @param {Page} page */
const urlFilter = (page) => JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}');

/** The search block's button. @param {Page} page @param {'검색' | '초기화'} name */
const press = (page, name) => page.getByRole('search').getByRole('button', { name, exact: true }).click();

/** Today in Korea, YYYY-MM-DD. */
const koreaToday = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul' }).format(new Date());

e2e('search block on 공지사항: typing sends nothing, Enter and 검색 apply, reload keeps the filter, back returns, 초기화 empties', async ({ page, watch }) => {
  // 공지사항: typing sends nothing, Enter applies, reload keeps it, back returns to the previous search
  await openSignedIn(page, HQ_MASTER, '/notice');
  await page.locator('table tbody tr').first().waitFor();
  await settled(page, watch);
  const title = page.getByRole('search').getByRole('textbox', { name: '제목' });
  const before = watch.calls(/^GET \/api\/notice\/list/).length;
  await title.fill('안내');
  await staysQuiet(page, watch); // longer than any debounce: a request typing caused would be on record
  assert.equal(watch.calls(/^GET \/api\/notice\/list/).length, before, 'typing alone sends no request');
  await title.press('Enter');
  await page.waitForURL((url) => JSON.parse(url.searchParams.get('filter') ?? '{}').title === '안내');
  await settled(page, watch);
  await title.fill('공지');
  await press(page, '검색');
  await page.waitForURL((url) => JSON.parse(url.searchParams.get('filter') ?? '{}').title === '공지');
  await settled(page, watch);
  await page.reload();
  await page.locator('table tbody tr').first().waitFor();
  assert.equal(await title.inputValue(), '공지', 'a reload keeps the applied filter');
  assert.deepEqual(urlFilter(page), { title: '공지' });
  await page.goBack();
  await page.waitForURL((url) => JSON.parse(url.searchParams.get('filter') ?? '{}').title === '안내');
  await page.waitForFunction(
    () => /** @type {HTMLInputElement | null} */ (document.querySelector('form[role="search"] input[name="title"]'))?.value === '안내',
  );
  await press(page, '초기화');
  await page.waitForURL((url) => JSON.parse(url.searchParams.get('filter') ?? '{}').title === undefined);
  assert.equal(await title.inputValue(), '');
  await settled(page, watch);
});

e2e(
  'periods on 매출 통계: opens on this month, a preset applied by 검색 survives a reload, 초기화 restores; the min/max linkage of spec §5',
  async ({ page, watch }) => {
    await openSignedIn(page, HQ_MASTER, '/sales');
    const start = page.getByRole('textbox', { name: '기준일 시작' });
    const end = page.getByRole('textbox', { name: '기준일 종료' });
    const today = koreaToday();
    await start.waitFor();
    assert.equal(await start.inputValue(), `${today.slice(0, 8)}01`, 'opens on the 1st of this month');
    assert.equal(await end.inputValue(), today);
    await settled(page, watch);
    await page.getByRole('button', { name: '1개월', exact: true }).click();
    const monthAgo = await start.inputValue();
    assert.notEqual(monthAgo, `${today.slice(0, 8)}01`);
    await press(page, '검색');
    await page.waitForURL((url) => JSON.parse(url.searchParams.get('filter') ?? '{}').statDtFrom === monthAgo);
    await settled(page, watch);
    await page.reload();
    await start.waitFor();
    assert.equal(await start.inputValue(), monthAgo);
    assert.equal(await page.getByRole('button', { name: '1개월', exact: true }).getAttribute('aria-pressed'), 'true');
    await press(page, '초기화');
    await page.waitForURL((url) => JSON.parse(url.searchParams.get('filter') ?? '{}').statDtFrom === `${today.slice(0, 8)}01`);
    await settled(page, watch);

    // spec §5: the start bounds the end's calendar from below, the end the start's from above
    await start.fill('');
    await start.pressSequentially('20261110');
    await end.fill('');
    await end.pressSequentially('20261120');
    await page.getByRole('button', { name: '기준일 종료 달력' }).click();
    let calendar = page.getByRole('grid');
    await calendar.waitFor({ timeout: 20_000 });
    assert.equal(await calendar.getByRole('gridcell', { name: '9', exact: true }).isDisabled(), true, 'the end cannot be before the start');
    assert.equal(await calendar.getByRole('gridcell', { name: '10', exact: true }).isDisabled(), false);
    await page.keyboard.press('Escape');
    await calendar.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: '기준일 시작 달력' }).click();
    calendar = page.getByRole('grid');
    await calendar.waitFor();
    assert.equal(await calendar.getByRole('gridcell', { name: '21', exact: true }).isDisabled(), true, 'the start cannot be after the end');
    assert.equal(await calendar.getByRole('gridcell', { name: '20', exact: true }).isDisabled(), false);
    await page.keyboard.press('Escape');
  },
);

e2e('columns at 1440×900: phone numbers, dates and referenced names on one line, the first column in view on horizontal scroll', async ({ page, watch }) => {
  await openSignedIn(page, HQ_MASTER, '/member');
  const firstRow = page.locator('table tbody tr').first();
  await firstRow.waitFor();
  await settled(page, watch);

  for (const column of ['cusHp', 'joinDt']) {
    const cell = firstRow.locator(`td.column-${column} span`).first();
    const { height, lineHeight, text } = await cell.evaluate((element) => ({
      height: element.getBoundingClientRect().height,
      lineHeight: parseFloat(getComputedStyle(element).lineHeight),
      text: element.textContent ?? '',
    }));
    assert.ok(text.length > 0, `${column} has a value`);
    assert.ok(height < lineHeight * 1.5, `${column} '${text}' is one line (${height}px, line ${lineHeight}px)`);
  }

  // a referenced record's label (a coupon type's name) stays on one line too, cut with its whole text as the tooltip
  await navigateInApp(page, '/promotion');
  const coupon = page.locator('table tbody tr').first().locator('td.column-couponTypeId span[title]').first();
  await coupon.waitFor();
  const shown = await coupon.evaluate((element) => ({
    height: element.getBoundingClientRect().height,
    fontSize: parseFloat(getComputedStyle(element).fontSize),
    text: element.textContent ?? '',
    title: element.getAttribute('title'),
  }));
  assert.ok(shown.text.length > 0, 'the coupon type has a name');
  assert.equal(shown.title, shown.text, 'the tooltip holds the whole name');
  assert.ok(shown.height < shown.fontSize * 2, `'${shown.text}' is one line (${shown.height}px, font ${shown.fontSize}px)`);
  await navigateInApp(page, '/member');
  await firstRow.locator('td.column-cusHp').waitFor();
  await settled(page, watch);

  // a narrower window: the table scrolls inside the list and its first column stays put
  await page.setViewportSize({ width: 900, height: 900 });
  const wrapper = page.locator('.RaDatagrid-tableWrapper');
  await page.waitForFunction(() => {
    const box = document.querySelector('.RaDatagrid-tableWrapper');
    return box !== null && box.scrollWidth > box.clientWidth;
  });
  const first = firstRow.locator('td').first();
  const left = (await first.boundingBox())?.x;
  await wrapper.evaluate((element) => element.scrollBy({ left: 400 }));
  await page.waitForFunction(() => (document.querySelector('.RaDatagrid-tableWrapper')?.scrollLeft ?? 0) > 0);
  assert.equal((await first.boundingBox())?.x, left, 'the first column stays in view');
});
