import Typography from '@mui/material/Typography';

/**
 * Under an action bar: why its disabled buttons are off, in words. A disabled button takes no
 * keyboard focus, so a tooltip on it would reach mouse users only.
 */
export function BlockedNotes({ notes }: { notes: readonly (string | false | undefined)[] }) {
  return notes
    .filter((note): note is string => Boolean(note))
    .map((note) => (
      <Typography key={note} variant="body2" color="text.secondary" data-testid="blocked-note">
        {note}
      </Typography>
    ));
}
