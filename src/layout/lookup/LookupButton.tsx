import SearchIcon from '@mui/icons-material/Search';
import { Box, Button } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useEffect, useRef, useState } from 'react';
import { useT } from '@i18n/translate';
import { preloadable } from '../preloadable';

// The dialog, its search and its recent items load on the first open (or hover): the header stays light.
const lookupDialog = preloadable(
  () => import('./LookupDialog').then((module) => module.LookupDialog),
  () => null,
);

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/i.test(navigator.platform || navigator.userAgent);

/** Ctrl+K, or ⌘K on a Mac (either is taken on any system: a Mac keyboard on a PC, and the reverse). */
export const isLookupShortcut = (event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';

/**
 * The header's 회원·카드·주문 검색 (issue 36 item 1): a button with its shortcut shown, opened by a
 * click or Ctrl+K / ⌘K from any screen. The shortcut puts the focus on this button first, so
 * the dialog gives it back here when it closes.
 */
export function LookupButton() {
  const t = useT();
  const [open, setOpen] = useState(false);
  // each open starts on an empty box (its recent items); 0: never opened, nothing loaded
  const [opened, setOpened] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  const hint = isMac() ? t('lookup.hintMac') : t('lookup.hintPc');

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isLookupShortcut(event)) return;
      event.preventDefault();
      button.current?.focus();
      setOpened((count) => count + 1);
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const Dialog = lookupDialog.View;
  return (
    <>
      <Button
        ref={button}
        color="inherit"
        variant="outlined"
        size="small"
        startIcon={<SearchIcon />}
        aria-keyshortcuts="Control+K Meta+K"
        aria-haspopup="dialog"
        data-testid="lookup-open"
        onMouseEnter={lookupDialog.preload}
        onFocus={lookupDialog.preload}
        onClick={() => {
          setOpened((count) => count + 1);
          setOpen(true);
        }}
        sx={{ textTransform: 'none', borderColor: 'rgba(255,255,255,0.5)', gap: 0.5, whiteSpace: 'nowrap' }}
      >
        {/* hidden from sight on a narrow screen, never from the button's name: the name holds what it shows */}
        <Box component="span" sx={(theme) => ({ [theme.breakpoints.down('md')]: visuallyHidden })}>
          {t('lookup.open')}
        </Box>
        <Box component="kbd" sx={{ fontFamily: 'inherit', fontSize: 12, border: 1, borderRadius: 0.5, px: 0.5 }}>
          {hint}
        </Box>
      </Button>
      {opened > 0 && <Dialog key={opened} open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
