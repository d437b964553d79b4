import { generateHTML, type JSONContent } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '@/format/sanitize';
import { editorExtensions } from '@/screens/generic/richText/extensions';

const ORIGIN = 'https://console.beancoffee.co.kr';
const clean = (html: string) => sanitizeHtml(html, { remoteImageLabel: '외부 이미지', origin: ORIGIN });

const text = (value: string, marks?: JSONContent['marks']): JSONContent => ({ type: 'text', text: value, ...(marks ? { marks } : {}) });
const paragraph = (...content: JSONContent[]): JSONContent => ({ type: 'paragraph', content });
const item = (value: string): JSONContent => ({ type: 'listItem', content: [paragraph(text(value))] });

/** Every node and mark the editor's toolbar can write. */
const everything: JSONContent = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [text('봄 시즌 안내')] },
    { type: 'heading', attrs: { level: 3 }, content: [text('대상 매장')] },
    { type: 'heading', attrs: { level: 4 }, content: [text('유의사항')] },
    paragraph(
      text('굵게', [{ type: 'bold' }]),
      text(' '),
      text('기울임', [{ type: 'italic' }]),
      text(' '),
      text('밑줄', [{ type: 'underline' }]),
      text(' '),
      text('취소', [{ type: 'strike' }]),
      text(' '),
      text('CODE', [{ type: 'code' }]),
    ),
    paragraph(
      text('자세히 보기', [{ type: 'link', attrs: { href: 'https://www.beancoffee.co.kr/event' } }]),
      text(' · '),
      text('문의', [{ type: 'link', attrs: { href: 'mailto:help@beancoffee.co.kr' } }]),
    ),
    { type: 'bulletList', content: [item('첫째'), item('둘째')] },
    { type: 'orderedList', attrs: { start: 1 }, content: [item('하나'), item('둘')] },
    { type: 'blockquote', content: [paragraph(text('고객의 소리'))] },
    { type: 'horizontalRule' },
    { type: 'image', attrs: { src: '/api/attach/image/F1', alt: '이미지_1.png' } },
  ],
};

describe('rich-text editor output', () => {
  it('passes the one sanitizer profile unchanged, whatever the toolbar wrote', () => {
    const html = generateHTML(everything, editorExtensions);
    expect(html).toContain('<h2>');
    expect(html).toContain('<a href="https://www.beancoffee.co.kr/event" target="_blank" rel="noopener noreferrer">');
    expect(html).toContain('<img src="/api/attach/image/F1" alt="이미지_1.png">');
    expect(clean(html)).toBe(html);
  });

  it('writes a javascript: link without its address, so nothing is left for the sanitizer to cut', () => {
    const html = generateHTML(
      { type: 'doc', content: [paragraph(text('클릭', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }]))] },
      editorExtensions,
    );
    expect(html).not.toContain('javascript');
    expect(clean(html)).toBe(html);
  });
});
