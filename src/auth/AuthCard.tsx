import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { siteVariant } from '@/config';

/**
 * The centered card of the pages shown without the frame (login, password change, 404). Its top
 * edge and title carry the site's accent colour (siteTheme: teal for head office, brown for stores).
 */
export function AuthCard({ title, children, width = 420 }: { title: ReactNode; children: ReactNode; width?: number }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'background.default', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: width, borderTop: 4, borderColor: 'primary.main' }} elevation={3} data-site-variant={siteVariant}>
        <CardContent sx={{ p: 4 }}>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 3, textAlign: 'center', color: 'primary.dark' }}>
            {title}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
