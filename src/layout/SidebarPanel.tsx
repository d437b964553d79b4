import { type RefObject, startTransition, useEffect, useRef, useState } from 'react';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { Box, Divider, IconButton, InputAdornment, ListItemButton, ListItemIcon, ListItemText, TextField } from '@mui/material';
import { useT } from '@i18n/translate';
import type { MenuNode } from '@/types/api';
import { SIDEBAR_CLOSED_WIDTH, SIDEBAR_WIDTH } from './constants';
import { MenuFailure } from './MenuFailure';
import { MiniMenu } from './MiniMenu';
import { sidebarScrollPreference } from './preferences';
import { SideMenu } from './SideMenu';
import { useRememberedScroll } from './useRememberedScroll';

/** Runs `task` once the browser has painted the next frame. */
const afterNextPaint = (task: () => void) => requestAnimationFrame(() => setTimeout(task));

/** Every event a key typed into the box fires (IME composition included). */
const TYPING_EVENTS = ['keydown', 'keypress', 'beforeinput', 'textInput', 'compositionstart', 'compositionupdate', 'compositionend', 'input', 'keyup'];

/**
 * Hears the box's typing before React does, and keeps it from React: React listens at the root
 * for every event inside it and walks the component tree for each one (about 1.3 ms a key in
 * the bench's trace), while nothing in React listens to this box. A listener on the document in
 * the capture phase runs before the root's, so the events stop there; the browser still types
 * the character (that is the default action, which stopping does not cancel).
 */
function useTypedValue(input: RefObject<HTMLInputElement | null>, handlers: { onValue: (value: string) => void; onEscape: () => void }) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const element = input.current;
    if (!element) return;
    const onTyping = (event: Event) => {
      if (event.target !== element) return;
      event.stopPropagation();
      if (event.type === 'input') latest.current.onValue(element.value);
      else if (event.type === 'keydown' && (event as KeyboardEvent).key === 'Escape') latest.current.onEscape();
    };
    for (const type of TYPING_EVENTS) document.addEventListener(type, onTyping, true);
    return () => {
      for (const type of TYPING_EVENTS) document.removeEventListener(type, onTyping, true);
    };
  }, [input]);
}

/**
 * The filter box. The input is uncontrolled and the menu follows after the next paint, in a
 * transition: a key shows at once, and the filtered menu comes a frame later without holding
 * the next key up (the bench's sidebar filter figure). Keys typed within a frame are one update.
 */
function MenuFilterBox({ query, onQuery }: { query: string; onQuery: (query: string) => void }) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const next = useRef<string | null>(null);
  const change = (value: string) => {
    const scheduled = next.current !== null;
    next.current = value;
    if (scheduled) return;
    afterNextPaint(() => {
      const latest = next.current ?? '';
      next.current = null;
      startTransition(() => onQuery(latest));
    });
  };
  const clear = () => {
    if (input.current) input.current.value = '';
    change('');
  };
  useTypedValue(input, { onValue: change, onEscape: clear });
  return (
    <TextField
      inputRef={input}
      defaultValue={query}
      placeholder={t('frame.filter')}
      variant="outlined"
      size="small"
      margin="none"
      fullWidth
      autoComplete="off"
      slotProps={{
        htmlInput: { 'data-testid': 'sidebar-filter', 'aria-label': t('frame.filter'), type: 'search', enterKeyHint: 'search' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: query && (
            <InputAdornment position="end">
              <IconButton size="small" edge="end" aria-label={t('frame.filterClear')} title={t('frame.filterClear')} onClick={clear}>
                <ClearIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
      sx={{ '& input[type=search]::-webkit-search-cancel-button': { display: 'none' } }}
    />
  );
}

function MinifyToggle({ minified, onMinify }: { minified: boolean; onMinify: (minified: boolean) => void }) {
  const t = useT();
  const label = t(minified ? 'frame.unminify' : 'frame.minify');
  return (
    <ListItemButton
      data-testid="sidebar-minify"
      aria-label={label}
      aria-pressed={minified}
      title={label}
      onClick={() => onMinify(!minified)}
      sx={{ flexGrow: 0, justifyContent: minified ? 'center' : 'flex-start', py: 1 }}
    >
      <ListItemIcon sx={{ minWidth: minified ? 0 : 36 }}>{minified ? <ChevronRightIcon /> : <ChevronLeftIcon />}</ListItemIcon>
      {!minified && <ListItemText primary={label} slotProps={{ primary: { variant: 'body2', color: 'text.secondary' } }} />}
    </ListItemButton>
  );
}

export interface SidebarPanelProps {
  menu: readonly MenuNode[];
  /** Why the menu could not be read: shown with a retry instead of an empty menu. */
  menuError?: string;
  /** The menu is on its way (start-up): the panel is busy, not empty. */
  loading?: boolean;
  minified: boolean;
  /** The minify toggle; none in the narrow screen's drawer. */
  onMinify?: (minified: boolean) => void;
  onNavigate?: () => void;
}

/**
 * The sidebar's content: the filter box, the menu (its scroll position remembered in
 * localStorage across reloads) and the minify toggle; minified, the first level as icons with
 * floating submenus. `data-testid="sidebar"` (DESIGN §6).
 */
export function SidebarPanel({ menu, menuError, loading, minified, onMinify, onNavigate }: SidebarPanelProps) {
  const t = useT();
  const [query, setQuery] = useState('');
  const scroll = useRememberedScroll<HTMLDivElement>(sidebarScrollPreference, !minified && menu.length > 0);
  return (
    <Box
      component="nav"
      data-testid="sidebar"
      data-minified={minified}
      aria-label={t('menu.label')}
      aria-busy={loading || undefined}
      sx={{ width: minified ? SIDEBAR_CLOSED_WIDTH : SIDEBAR_WIDTH, height: '100%', display: 'flex', flexDirection: 'column', overflowX: 'hidden' }}
    >
      {!minified && (
        <Box sx={{ p: 1.5, pb: 1 }}>
          <MenuFilterBox query={query} onQuery={setQuery} />
        </Box>
      )}
      <Box
        ref={minified ? undefined : scroll.ref}
        onScroll={minified ? undefined : scroll.onScroll}
        data-testid="sidebar-scroll"
        // contained, the menu is not painted again for a key typed in the filter above it (minified,
        // its pop-outs are placed against the window, which containment would not let them)
        sx={{ flex: 1, overflowY: 'auto', overflowX: 'hidden', scrollbarWidth: 'thin', contain: minified ? undefined : 'content' }}
      >
        {menuError ? (
          <MenuFailure message={menuError} minified={minified} />
        ) : minified ? (
          <MiniMenu menu={menu} />
        ) : (
          <SideMenu menu={menu} query={query} onNavigate={onNavigate} />
        )}
      </Box>
      {onMinify && (
        <>
          <Divider />
          <MinifyToggle minified={minified} onMinify={onMinify} />
        </>
      )}
    </Box>
  );
}
