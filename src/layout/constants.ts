/**
 * The console frame's constants (spec §9, §2 "Common frame"). One place, so a test, the bench
 * and the components agree on them.
 */

/** Width of the open sidebar, in px. */
export const SIDEBAR_WIDTH = 234;
/** Width of the minified sidebar (icons only), in px. */
export const SIDEBAR_CLOSED_WIDTH = 60;
/** Height of the fixed header, in px. */
export const HEADER_HEIGHT = 52;
/** Height of the progress bar fixed at the top, in px. */
export const PROGRESS_BAR_HEIGHT = 3;
/** The minified sidebar's floating submenu hides this long after the pointer leaves it, in ms. */
export const SUBMENU_HIDE_DELAY_MS = 250;
/** A panel's reload shows its spinner this long, in ms. */
export const PANEL_RELOAD_SPINNER_MS = 2000;
/** A lazy screen's script that has not loaded after this long counts as failed, in ms. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** The scroll-to-top button appears once the page is scrolled this far, in px. */
export const SCROLL_TOP_THRESHOLD = 200;
/** The menu tree is at most this deep (area, group, screen). */
export const MAX_MENU_DEPTH = 3;
