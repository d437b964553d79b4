import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import { currentOrigin, isAllowedImageUrl } from './imageUrl';

/**
 * The one profile for server HTML (notices, events, guides, FAQ, popups, terms: every
 * `richText` value; docs/decisions.md "Content, masking and Excel"). An allow-list: text
 * structure, tables, links and images only.
 * - nothing interactive or embedded: no script, style sheet, form, input, button, textarea,
 *   select, iframe, object, embed, audio, video, svg, base, meta, link; no event handler, no
 *   `id`/`class`/`data-*` (they could reach the console's own styles or test hooks);
 * - `style` keeps only colour, background colour, alignment, weight, slant and decoration, so
 *   nothing can be positioned, sized or layered over the console;
 * - links only to http(s), mailto:, tel: or relative addresses, always opened in a new tab with
 *   `rel="noopener noreferrer"`;
 * - images only from the console's own origin or `IMAGE_CDN_ORIGINS`; any other image becomes a
 *   link to it and is never fetched (sanitizing works on an inert document).
 */

const ALLOWED_TAGS = [
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'caption',
  'code',
  'col',
  'colgroup',
  'dd',
  'del',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'font',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'ins',
  'kbd',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  'q',
  's',
  'small',
  'span',
  'strike',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
];

const ALLOWED_ATTR = [
  'href',
  'src',
  'alt',
  'title',
  'width',
  'height',
  'colspan',
  'rowspan',
  'align',
  'valign',
  'scope',
  'start',
  'color',
  'face',
  'size',
  'lang',
  'dir',
  'style',
];

/** DOMPurify's default minus the rarer schemes: http(s), mailto, tel, or a relative address. */
const ALLOWED_URI_REGEXP = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

const PROFILE: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOWED_URI_REGEXP,
  // The text inside a removed form or control is dropped with it, not left behind as bait.
  ADD_FORBID_CONTENTS: ['form', 'button', 'select', 'option', 'textarea', 'object', 'embed', 'canvas', 'dialog'],
};

const KEYWORDS = /^[a-z\s-]+$/i;
const COLOR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|[a-z]+)$/i;

/** The style properties content may keep, each with the values it may take. */
const ALLOWED_STYLE: ReadonlyArray<[string, RegExp]> = [
  ['color', COLOR],
  ['background-color', COLOR],
  ['text-align', /^(left|right|center|justify|start|end)$/],
  ['font-weight', /^(normal|bold|bolder|lighter|[1-9]00)$/],
  ['font-style', /^(normal|italic|oblique)$/],
  ['text-decoration', KEYWORDS],
];

function keepSafeStyle(element: HTMLElement): void {
  const kept = ALLOWED_STYLE.flatMap(([property, allowed]) => {
    const value = element.style.getPropertyValue(property).trim();
    return value !== '' && allowed.test(value) ? [`${property}: ${value}`] : [];
  });
  if (kept.length) element.setAttribute('style', kept.join('; '));
  else element.removeAttribute('style');
}

/** An http(s) address an image link may point to (a `javascript:` or `data:` source is dropped). */
function linkable(url: string, origin: string): boolean {
  try {
    const { protocol } = new URL(url, origin);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

function openInNewTab(anchor: Element): void {
  anchor.setAttribute('target', '_blank');
  anchor.setAttribute('rel', 'noopener noreferrer');
}

/** A remote image replaced by a link to it: '{label}: {alt or address}'. */
function imageAsLink(image: HTMLImageElement, label: string, origin: string): void {
  const src = image.getAttribute('src')?.trim() ?? '';
  const alt = image.getAttribute('alt')?.trim() ?? '';
  if (!linkable(src, origin)) {
    image.replaceWith(image.ownerDocument.createTextNode(alt));
    return;
  }
  const link = image.ownerDocument.createElement('a');
  link.setAttribute('href', src);
  openInNewTab(link);
  link.textContent = `${label}: ${alt || src}`;
  image.replaceWith(link);
}

export interface SanitizeOptions {
  /** The text of the link a remote image becomes (Korean, from the catalogue). */
  remoteImageLabel: string;
  /** The console's origin (tests); the window's by default. */
  origin?: string;
}

let purifier: DOMPurify | undefined;

/** Server HTML through the one profile, as HTML text ('' for anything that is not text). */
export function sanitizeHtml(html: unknown, { remoteImageLabel, origin = currentOrigin() }: SanitizeOptions): string {
  if (typeof html !== 'string' || html.trim() === '') return '';
  purifier ??= createDOMPurify(window);
  // RETURN_DOM: the body of DOMPurify's inert document, where no image is fetched.
  const body = purifier.sanitize(html, { ...PROFILE, RETURN_DOM: true }) as HTMLElement;
  body.querySelectorAll<HTMLElement>('[style]').forEach(keepSafeStyle);
  body.querySelectorAll('img').forEach((image) => {
    if (!isAllowedImageUrl(image.getAttribute('src'), origin)) imageAsLink(image, remoteImageLabel, origin);
  });
  body.querySelectorAll('a').forEach((anchor) => {
    if (anchor.hasAttribute('href')) openInNewTab(anchor);
  });
  return body.innerHTML;
}
