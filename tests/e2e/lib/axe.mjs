// @ts-check
import { createRequire } from 'node:module';

/** @typedef {import('playwright-core').Page} Page */

const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * The serious and critical axe-core violations of the page as it is now (WCAG 2.1 A/AA rules),
 * one line each: rule, impact, and the first targets.
 * @param {Page} page
 * @returns {Promise<string[]>}
 */
export async function seriousViolations(page) {
  // The page at rest: axe blends a colour with the opacity of the moment (a popover fading in read
  // as 2.7:1, stop 46). A frame first (a transition starts in the commit after its element's), then
  // the animations that end (a spinner's never does).
  await page.evaluate(async () => {
    await new Promise((frame) => requestAnimationFrame(frame));
    const ending = document.getAnimations().filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime));
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
  await page.addScriptTag({ path: AXE_SOURCE });
  /** @type {{ id: string; impact: string | null; help: string; nodes: { target: unknown[]; html: string; detail: string }[] }[]} */
  const violations = await page.evaluate(async () => {
    const { axe } = /** @type {{ axe: typeof import('axe-core') }} */ (/** @type {unknown} */ (window)); // the script just added
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => {
        const data = node.any?.[0]?.data;
        // colour contrast: what axe measured, so a failure says which colours to change
        const detail = data?.fgColor ? `${data.fgColor} on ${data.bgColor} = ${data.contrastRatio}:1` : '';
        return { target: node.target, html: String(node.html).slice(0, 120), detail };
      }),
    }));
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}, ${violation.nodes.length}): ${violation.help} — ${violation.nodes
          .slice(0, 3)
          .map((node) => `${JSON.stringify(node.target)} ${node.detail} ${node.html}`)
          .join(' | ')}`,
    );
}
