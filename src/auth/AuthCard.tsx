import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';

/** The centered card of the pages shown without the frame (login, password change, 404). */
export function AuthCard({ title, children, width = 420 }: { title: ReactNode; children: ReactNode; width?: number }) {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'grey.100', p: 2 }}
    >
      <Card sx={{ width: '100%', maxWidth: width }} elevation={3}>
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
