import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useT } from '@i18n/translate';
import { isAllowedImageUrl } from '@/format/imageUrl';

/**
 * A bounded preview of an image URL of the console's origin or its CDN (the sanitizer's rule);
 * another http(s) address is a link, never fetched; nothing for an empty or other value.
 */
export function ImagePreview({ url, alt, size = 120 }: { url: unknown; alt: string; size?: number }) {
  const t = useT();
  if (isAllowedImageUrl(url)) {
    return <Box component="img" src={url} alt={alt} sx={{ maxWidth: size, maxHeight: size, objectFit: 'contain', display: 'block' }} />;
  }
  if (typeof url !== 'string' || !/^https?:\/\//i.test(url.trim())) return null;
  return (
    <Link href={url.trim()} target="_blank" rel="noopener noreferrer" variant="body2">
      {t('content.field.imageLink')}
    </Link>
  );
}
