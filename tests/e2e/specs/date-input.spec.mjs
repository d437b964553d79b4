// @ts-check
/**
 * Date input (issue 16 item 3): typing into an empty date right after the page opens keeps every
 * digit, in a form and in a list filter, while the calendar's script is held back; a paste is
 * read; an impossible date gets a Korean message; the calendar opens once its script arrives.
 */
import assert from 'node:assert/strict';
import { e2e } from '../lib/harness.mjs';
import { HQ_MASTER, QA_PASSWORD, signIn, waitForSettled } from '../lib/helpers.mjs';

/** The calendar's script (CalendarPopover.tsx in development, assets/CalendarPopover-*.js in a build). */
const CALENDAR_CHUNK = /\/CalendarPopover[-.][^/]*$/;

e2e('date input: digits typed at once are all kept, in a form and in a filter, with the calendar script held back', async ({ page, context, watch }) => {
  await signIn(page, HQ_MASTER, QA_PASSWORD);
  /** @type {(() => void)[]} */
  const held = [];
  await context.route(CALENDAR_CHUNK, (route) => new Promise((resolve) => held.push(() => resolve(route.continue()))));

  await page.goto('/notice/create');
  const start = page.getByRole('textbox', { name: /^게시 시작일/ });
  await start.click();
  await page.keyboard.type('20261124');
  assert.equal(await start.inputValue(), '2026-11-24');

  const end = page.getByRole('textbox', { name: /^게시 종료일/ });
  await end.click();
  await page.keyboard.insertText('2026.11.30');
  assert.equal(await end.inputValue(), '2026-11-30');
  await end.fill('');
  await page.keyboard.type('20261131');
  await page.keyboard.press('Tab');
  await page.getByText('날짜를 YYYY-MM-DD 형식으로 입력해주세요.').waitFor();

  await page.getByRole('button', { name: '게시 시작일 달력' }).click();
  held.splice(0).forEach((release) => release());
  await context.unroute(CALENDAR_CHUNK);
  await page.getByRole('grid').waitFor({ timeout: 20_000 });
  assert.match(await page.locator('.MuiPickersCalendarHeader-label').innerText(), /^2026년 11월$/);
  await page.keyboard.press('Escape');

  await page.goto('/notice');
  const from = page.getByRole('textbox', { name: /^게시 시작일 시작/ });
  await from.click();
  await page.keyboard.type('20261101');
  assert.equal(await from.inputValue(), '2026-11-01');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => JSON.parse(url.searchParams.get('filter') ?? '{}').dispStartDtFrom === '2026-11-01');
  await waitForSettled(page, watch);
});
