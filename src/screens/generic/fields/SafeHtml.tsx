import Box from '@mui/material/Box';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Server HTML shown only after DOMPurify (scripts, handlers and `javascript:` links removed). */
export function sanitizeHtml(html: unknown): string {
  return typeof html === 'string' && html !== '' ? DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }) : '';
}

export function SafeHtml({ html, testId }: { html: unknown; testId?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Box
      data-testid={testId}
      sx={{ '& img': { maxWidth: '100%' }, '& p': { my: 0.5 }, wordBreak: 'break-word' }}
      // Sanitized just above: the only place server HTML reaches the DOM.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
