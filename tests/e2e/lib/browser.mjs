// @ts-check
/**
 * Debian's Chromium through playwright-core (STACK.md gotcha 7): `npx playwright install`
 * cannot work on our machines and is not needed.
 */
import { accessSync, constants } from 'node:fs';
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Chromium reads only the last `--disable-features`, so ours repeats playwright-core's own list
 * (`chromiumSwitches`, 1.64.1; a unit test compares the two) and adds the WebUI omnibox popup.
 * Each new context opens a browser window, and Chromium 156 renders that window's omnibox popup
 * (chrome://omnibox-popup.top-chrome) in a renderer of its own: about a third of the CPU of a
 * test's first page load, on a page that no test or figure looks at.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'DialMediaRouteProvider',
  'GlobalMediaControls',
  'HttpsUpgrades',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'BlockOriginHeaderModificationOnRedirect',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'Translate',
  'AutoDeElevate',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];
const BROWSER_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...BROWSER_UI_FEATURES].join(',')}`,
];

export const MISSING_CHROMIUM_MESSAGE =
  `Chromium is missing at ${CHROMIUM_PATH}.\n` +
  'Install it (and a Korean font) with:\n' +
  '  sudo apt-get update && sudo apt-get install -y chromium fonts-noto-cjk\n' +
  '(`bash .ci/run` does this on a fresh machine), or point CHROMIUM_PATH at another Chromium.';

/** @returns {boolean} */
export function chromiumIsInstalled() {
  try {
    accessSync(CHROMIUM_PATH, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** @returns {Promise<import('playwright-core').Browser>} */
export async function launchChromium() {
  if (!chromiumIsInstalled()) throw new Error(MISSING_CHROMIUM_MESSAGE);
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}
