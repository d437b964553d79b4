import Box from '@mui/material/Box';

/** A bounded preview of an image URL; nothing for an empty or non-http(s)/relative value. */
export function isSafeImageUrl(url: unknown): url is string {
  return typeof url === 'string' && (/^https?:\/\//i.test(url) || /^\/(?!\/)/.test(url) || /^data:image\/(png|jpe?g|gif|webp);/i.test(url));
}

export function ImagePreview({ url, alt, size = 120 }: { url: unknown; alt: string; size?: number }) {
  if (!isSafeImageUrl(url)) return null;
  return <Box component="img" src={url} alt={alt} sx={{ maxWidth: size, maxHeight: size, objectFit: 'contain', display: 'block' }} />;
}
