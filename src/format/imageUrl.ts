/**
 * Which images the console may fetch (the sanitizer's image rule, src/format/sanitize.ts), apart
 * from DOMPurify so an image preview does not load the sanitizer.
 */

/** Image hosts trusted besides the console's own origin (the chain's CDN). */
export const IMAGE_CDN_ORIGINS: readonly string[] = ['https://img.beancoffee.co.kr'];

/** An image the console may fetch: http(s) on its own origin or an allowed CDN, or an inline raster image. */
export function isAllowedImageUrl(url: unknown, origin: string = currentOrigin()): url is string {
  if (typeof url !== 'string' || url.trim() === '') return false;
  const text = url.trim();
  if (/^data:image\/(png|jpe?g|gif|webp);/i.test(text)) return true;
  try {
    const parsed = new URL(text, origin);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
    return parsed.origin === origin || IMAGE_CDN_ORIGINS.includes(parsed.origin);
  } catch {
    return false;
  }
}

/** The page's origin (http://localhost outside a browser). */
export function currentOrigin(): string {
  return typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
}
