// @ts-check
/**
 * 회원·카드·주문 검색 (issue 36 item 1) on the mock, as an operator uses it: signed in as hq.master
 * (every group), Ctrl+K, a query typed key by key, until the results are shown. The time is read
 * in the page, from the last key's event time (its keydown, or its input event for a Hangul letter) to the first frame in which the dialog shows the
 * results of that query: no group still '검색 중…', and a row with the expected text (or
 * '검색 결과가 없습니다.'). It includes the lookup's debounce (200 ms, src/layout/lookup/useLookup.ts),
 * the parallel list calls on the mock and the render.
 *
 * Queries, each typed `samples` times in turn (one warm-up round first, which loads the dialog):
 * the last 4 digits of a member's phone (회원 + 선불카드), a whole phone, a member number
 * (회원 + 선불카드 + 주문), a name.
 *
 * lookupMs: the median over every sample (budget 500 ms, tests/bench/budgets.mjs).
 */
import { signedInPage } from './session.mjs';
import { spread } from './stats.mjs';

/** @typedef {{ label: string, text: string, expect: string }} Query */
/** @typedef {Window & { __lookupLastKey?: number }} BenchWindow */

/**
 * @param {import('playwright-core').Page} page
 * @returns {Promise<Query[]>}
 */
async function queriesOf(page) {
  /** @type {{ cusId: string, cusName: string, cusHp: string, memberStatus: string }[]} */
  const members = await page.evaluate(async () => (await (await fetch('/api/member/list?page=1&size=1000')).json()).list);
  const digits = (/** @type {string} */ value) => String(value).replace(/\D/g, '');
  const member = members.find(
    (candidate) =>
      candidate.memberStatus === 'NORMAL' && members.filter((other) => digits(other.cusHp).includes(digits(candidate.cusHp).slice(-4))).length === 1,
  );
  if (!member) throw new Error('no seeded member with a unique last 4 digits');
  return [
    { label: 'last 4 digits', text: digits(member.cusHp).slice(-4), expect: member.cusId },
    { label: 'whole phone', text: member.cusHp, expect: member.cusId },
    { label: 'member number', text: member.cusId, expect: member.cusId },
    // a common name may find more members than the 5 rows shown: any member row will do
    { label: 'name', text: member.cusName, expect: '' },
  ];
}

/**
 * @param {import('playwright-core').Page} page
 * @param {Query} query
 */
async function measure(page, query) {
  await page.keyboard.press('Control+K');
  const box = page.getByRole('combobox', { name: '회원·카드·주문 검색' });
  await box.waitFor();
  await page.evaluate(() => {
    const w = /** @type {BenchWindow & { __lookupListening?: boolean }} */ (window);
    w.__lookupLastKey = undefined;
    // a Hangul letter is typed as text (no keydown): its input event is the key
    if (!w.__lookupListening)
      for (const type of ['keydown', 'input']) document.addEventListener(type, (event) => (w.__lookupLastKey = event.timeStamp), { capture: true });
    w.__lookupListening = true;
  });
  await page.keyboard.type(query.text, { delay: 30 });
  const handle = await page
    .waitForFunction(
      ({ text, expect }) => {
        const w = /** @type {BenchWindow} */ (window);
        const input = /** @type {HTMLInputElement | null} */ (document.querySelector('[data-testid="lookup-input"]'));
        if (!input || input.value !== text || w.__lookupLastKey === undefined) return false;
        const status = document.querySelector('[data-testid="lookup-status"]')?.textContent ?? '';
        if (status.includes('검색 중')) return false;
        const options = [...document.querySelectorAll('[role="listbox"] [role="option"]')];
        if (!status.includes('검색 결과가 없습니다.') && !options.some((option) => option.textContent?.includes(expect))) return false;
        return performance.now() - w.__lookupLastKey;
      },
      { text: query.text, expect: query.expect },
      { polling: 'raf', timeout: 15_000 },
    )
    .catch((/** @type {unknown} */ error) => {
      throw new Error(`${query.label} '${query.text}': ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    });
  const ms = /** @type {number} */ (await handle.jsonValue());
  await page.keyboard.press('Escape');
  await box.waitFor({ state: 'detached' });
  return ms;
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} baseURL the demo build (MSW in the page: the mock)
 * @param {{ samples?: number }} [options]
 */
export async function lookupTiming(browser, baseURL, { samples = 5 } = {}) {
  const { context, page, watch } = await signedInPage(browser, baseURL);
  try {
    const queries = await queriesOf(page);
    for (const query of queries) await measure(page, query); // warm-up: the dialog's script, the first reads
    /** @type {{ label: string, ms: number }[]} */
    const taken = [];
    for (let round = 0; round < samples; round += 1) for (const query of queries) taken.push({ label: query.label, ms: await measure(page, query) });
    const all = spread(taken.map((sample) => sample.ms));
    return {
      lookupMs: all.median,
      all,
      byQuery: Object.fromEntries(
        queries.map((query) => [query.label, spread(taken.filter((sample) => sample.label === query.label).map((sample) => sample.ms))]),
      ),
      problems: watch.take(),
    };
  } finally {
    await context.close();
  }
}
