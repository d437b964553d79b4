import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled block of the workbench. */
export function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Stack component="section" spacing={1} data-testid={testId} aria-label={title}>
      <Typography variant="subtitle1" component="h3" fontWeight={600}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
