import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface ActionBarProps {
  /** The toolbar's accessible name ('선불카드 작업'). */
  label: string;
  /**
   * Why its disabled buttons are off, in words under it (a disabled button takes no keyboard
   * focus, so a tooltip on it would reach mouse users only); `false` and `undefined` are skipped.
   */
  notes?: readonly (string | false | undefined)[];
  children: ReactNode;
}

/** A workspace's row of write buttons, right-aligned, with the reasons of those that are off. */
export function ActionBar({ label, notes = [], children }: ActionBarProps) {
  return (
    <Stack spacing={0.5} alignItems="flex-end">
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap justifyContent="flex-end" role="toolbar" aria-label={label}>
        {children}
      </Stack>
      {notes
        .filter((note): note is string => Boolean(note))
        .map((note) => (
          <Typography key={note} variant="body2" color="text.secondary" data-testid="blocked-note">
            {note}
          </Typography>
        ))}
    </Stack>
  );
}
