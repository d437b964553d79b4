import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { useT } from '@i18n/translate';
import { sanitizeHtml } from '@/format/sanitize';

/** Server HTML shown only through the one sanitizer profile (src/format/sanitize.ts). */
export function SafeHtml({ html, testId }: { html: unknown; testId?: string }) {
  const t = useT();
  const remoteImageLabel = t('content.html.remoteImage');
  const clean = useMemo(() => sanitizeHtml(html, { remoteImageLabel }), [html, remoteImageLabel]);
  return (
    <Box
      data-testid={testId}
      sx={{ display: 'flow-root', '& img': { maxWidth: '100%', height: 'auto' }, '& table': { maxWidth: '100%' }, '& p': { my: 0.5 }, wordBreak: 'break-word' }}
      // Sanitized just above: the only place server HTML reaches the DOM.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
