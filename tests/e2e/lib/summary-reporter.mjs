// @ts-check
/**
 * A node:test reporter that writes the run's totals as JSON ({ tests, pass, fail, cancelled,
 * skipped, todo, duration_ms }) from the runner's closing diagnostics. run.mjs reads it to
 * print the plain closing line `N passed, N failed`.
 * @param {AsyncIterable<{ type: string, data: { message?: string, nesting?: number } }>} source
 */
export default async function* summaryReporter(source) {
  /** @type {Record<string, number>} */
  const totals = {};
  for await (const event of source) {
    if (event.type !== 'test:diagnostic' || event.data.nesting !== 0) continue;
    const match = /^(tests|suites|pass|fail|cancelled|skipped|todo|duration_ms) ([\d.]+)$/.exec(event.data.message ?? '');
    if (match) totals[match[1]] = Number(match[2]);
  }
  yield `${JSON.stringify(totals)}\n`;
}
