import type { Extensions } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import StarterKit from '@tiptap/starter-kit';
import { isAllowedImageUrl } from '@/format/imageUrl';

/**
 * What the console's editor can write (issue 15 item 9): paragraphs, headings 2–4, bold, italic,
 * underline, strike, inline code, lists, quotes, rules, links and images. Every mark and node is
 * one the one sanitizer profile (src/format/sanitize.ts) keeps as it is, attributes included:
 * links carry exactly `href`, `target="_blank"` and `rel="noopener noreferrer"` in the order the
 * sanitizer writes them, images `src` and `alt`.
 * No colours, highlights, classes or ids (the sanitizer would take them away).
 */
export const HEADING_LEVELS = [2, 3, 4] as const;

/** A link as the sanitizer writes one: `<a href="…" target="_blank" rel="noopener noreferrer">`. */
const SafeLink = Link.extend({
  renderHTML({ HTMLAttributes }) {
    const href =
      typeof HTMLAttributes.href === 'string' &&
      this.options.isAllowedUri(HTMLAttributes.href, {
        defaultValidate: (url) => /^(https?:|mailto:|tel:|\/)/i.test(url),
        protocols: [],
        defaultProtocol: 'https',
      })
        ? HTMLAttributes.href
        : '';
    return ['a', { href, target: '_blank', rel: 'noopener noreferrer' }, 0];
  },
});

/**
 * An image only from where the console may fetch one (its origin, the image CDN): the editor draws
 * images in the live page. Its content is sanitized before it arrives (RichTextEditor); this keeps
 * any other way in (a command, a future extension) from fetching an outside image all the same.
 */
const SafeImage = Image.extend({
  parseHTML() {
    return [{ tag: 'img[src]', getAttrs: (element) => (isAllowedImageUrl(element.getAttribute('src')) ? null : false) }];
  },
  renderHTML({ HTMLAttributes }) {
    const { src, ...rest } = HTMLAttributes;
    return ['img', isAllowedImageUrl(src) ? { src, ...rest } : rest];
  },
});

export const editorExtensions: Extensions = [
  StarterKit.configure({
    heading: { levels: [...HEADING_LEVELS] },
    codeBlock: false,
    link: false,
    // no empty paragraph added after a closing list or quote: the saved HTML is what was written
    trailingNode: false,
  }),
  SafeLink.configure({ openOnClick: false, autolink: false, defaultProtocol: 'https', protocols: [] }),
  SafeImage.configure({ inline: false, allowBase64: false }),
];
