import { Box, Dialog, DialogContent, DialogTitle, FormControlLabel, IconButton, InputBase, Switch, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import type { RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useT, type AppKey } from '@i18n/translate';
import type { ScreenDeclaration } from '@/declarations/types';
import type { LookupGroup } from '@/format/lookupQuery';
import { recentItems, useRecentItems, type RecentItem } from '@/providers/recentItems';
import { useSession } from '@/providers/session';
import { findScreen } from '@resources/registry';
import { useStartOpening } from '../RecordOpening';
import { useLookup, type GroupState } from './useLookup';

type Row = RaRecord;

/** One row of the listbox: where Enter or a click leads, and what it shows. */
interface Option {
  key: string;
  path: string;
  resource: string;
  id: string;
  kind: 'show' | 'edit';
  primary: string;
  secondary: string;
}

const textOf = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());

/** The Korean name of a select value, from the screen's declaration ('BLUE' -> '블루'). */
function choiceName(screen: ScreenDeclaration | undefined, source: string, value: unknown): string {
  const field = screen?.fields.find((candidate) => candidate.source === source);
  const choice = field?.choices?.find((candidate) => String(candidate.id) === textOf(value));
  return choice ? String(choice.name) : textOf(value);
}

const minutes = (value: unknown) => textOf(value).slice(0, 16);
const joined = (...parts: string[]) => parts.filter(Boolean).join(' · ');

/** What tells the rows of a group apart (issue 36 item 1): as the server sent them, masked where it masks. */
function describe(group: LookupGroup, row: Row): Pick<Option, 'primary' | 'secondary'> {
  const screen = findScreen(group);
  if (group === 'member')
    return {
      primary: joined(textOf(row.cusName), textOf(row.cusHp)),
      secondary: joined(textOf(row.cusId), choiceName(screen, 'level', row.level), choiceName(screen, 'memberStatus', row.memberStatus)),
    };
  if (group === 'prepayCard')
    return {
      primary: joined(textOf(row.cardNo), textOf(row.cusName)),
      secondary: joined(choiceName(screen, 'cardStatus', row.cardStatus), textOf(row.cusId), minutes(row.issueDt)),
    };
  return {
    primary: textOf(row.orderNo),
    secondary: joined(minutes(row.orderDt), textOf(row.storeName), choiceName(screen, 'orderStatus', row.orderStatus)),
  };
}

const showPath = (resource: string, id: string) => `/${resource}/${encodeURIComponent(id)}/show`;

function recentOption(item: RecentItem): Option {
  const screen = findScreen(item.resource);
  const path = item.kind === 'show' ? showPath(item.resource, item.id) : `/${item.resource}/${encodeURIComponent(item.id)}`;
  // a prepaid card's key is opaque: its masked number in the label tells it apart
  const shownId = item.resource === 'prepayCard' ? '' : item.id;
  return {
    key: `recent:${item.resource}:${item.id}`,
    path,
    resource: item.resource,
    id: item.id,
    kind: item.kind,
    primary: joined(item.label, shownId),
    secondary: screen?.label ?? item.resource,
  };
}

interface Section {
  id: string;
  title: string;
  options: Option[];
  /** Shown instead of (or under) the rows: searching, a failure, '외 N건'. */
  note?: string;
  failed?: boolean;
}

function sectionOf(group: LookupGroup, state: GroupState, t: ReturnType<typeof useT>): Section {
  const title = t(`lookup.groups.${group}` as AppKey);
  if (state.status === 'loading') return { id: group, title, options: [] };
  if (state.status === 'failed') return { id: group, title, options: [], note: joined(t(`lookup.failed.${group}` as AppKey), state.message), failed: true };
  const options = state.rows.map((row) => ({
    key: `${group}:${String(row.id)}`,
    path: showPath(group, String(row.id)),
    resource: group,
    id: String(row.id),
    kind: 'show' as const,
    ...describe(group, row),
  }));
  const more = state.total - options.length;
  return { id: group, title, options, ...(more > 0 ? { note: t('lookup.more', { count: more }) } : {}) };
}

/**
 * 회원·카드·주문 검색 (issue 36 items 1, 2, 5): one box, the matches grouped 회원 / 선불카드 / 주문
 * (or 최근 본 항목 while the box is empty) in one listbox the box drives (aria-activedescendant):
 * ↑↓ move, Enter opens, Esc closes; the dialog traps focus and gives it back to the header button.
 * Loaded on the first open (LookupButton), so the header stays light.
 */
export function LookupDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const startOpening = useStartOpening();
  const adminId = useSession().auth?.adminId;
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const lookup = useLookup(text);
  const recent = useRecentItems(adminId);
  const baseId = useId();
  const listId = `${baseId}-list`;

  const empty = lookup.query.kind === 'empty';
  const sections: Section[] = useMemo(
    () =>
      empty
        ? [
            {
              id: 'recent',
              title: t('lookup.recent.title'),
              options: recent.items.map(recentOption),
              ...(recent.items.length ? {} : { note: t('lookup.recent.none') }),
            },
          ]
        : lookup.groups.map(({ group, state }) => sectionOf(group, state, t)),
    [empty, lookup.groups, recent.items, t],
  );
  const options = sections.flatMap((section) => section.options);
  const current = options.length ? Math.min(active, options.length - 1) : -1;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const searching = !empty && lookup.groups.some(({ state }) => state.status === 'loading');
  const settled = !empty && lookup.groups.length > 0 && !searching;
  const nothing = settled && options.length === 0 && lookup.groups.every(({ state }) => state.status === 'done');

  const choose = (option: Option) => {
    startOpening(option.resource, option.kind, option.id);
    onClose();
    navigate(option.path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!options.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((Math.max(current, 0) + step + options.length) % options.length);
    } else if (event.key === 'Enter' && current >= 0) {
      event.preventDefault();
      choose(options[current]);
    }
  };

  const status = empty
    ? ''
    : lookup.query.kind === 'tooShort'
      ? t('lookup.tooShort')
      : lookup.noScreens
        ? t('lookup.noScreens')
        : searching
          ? t('lookup.searching')
          : nothing
            ? t('lookup.empty')
            : joined(...sections.flatMap((section) => (section.failed && section.note ? [section.note] : [])));

  // each section's first position in the flat list of options
  const starts = sections.map((_, at) => sections.slice(0, at).reduce((sum, section) => sum + section.options.length, 0));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={`${baseId}-title`}
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
    >
      <DialogTitle id={`${baseId}-title`} sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 6 }}>
        {t('lookup.title')}
        <Typography component="span" variant="caption" color="text.secondary">
          {t('lookup.help')}
        </Typography>
        <IconButton aria-label={t('lookup.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ pt: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, border: 1, borderColor: 'divider', borderRadius: 1, px: 1 }}>
          <SearchIcon aria-hidden color="action" />
          <InputBase
            autoFocus
            fullWidth
            value={text}
            placeholder={t('lookup.placeholder')}
            onChange={(event) => {
              setText(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
            inputProps={{
              role: 'combobox',
              'aria-label': t('lookup.title'),
              'aria-expanded': options.length > 0,
              'aria-controls': listId,
              'aria-autocomplete': 'list',
              'aria-activedescendant': current >= 0 ? optionId(current) : undefined,
              'data-testid': 'lookup-input',
            }}
            sx={{ py: 1 }}
          />
        </Box>
        <Typography role="status" variant="body2" color="text.secondary" sx={{ minHeight: 24, mt: 1 }} data-testid="lookup-status">
          {status}
        </Typography>
        {/* a listbox (and a group) only with options in it: an empty one is an ARIA error (axe) */}
        <Box id={listId} role={options.length ? 'listbox' : undefined} aria-label={options.length ? t('lookup.title') : undefined}>
          {sections.map((section, sectionAt) => (
            <Box
              role={section.options.length ? 'group' : undefined}
              key={section.id}
              aria-labelledby={section.options.length ? `${baseId}-${section.id}` : undefined}
              sx={{ mb: 1 }}
            >
              <Typography id={`${baseId}-${section.id}`} component="div" variant="subtitle2" sx={{ px: 1, py: 0.5, color: 'text.secondary' }}>
                {section.title}
              </Typography>
              {section.options.map((option, at) => {
                const position = starts[sectionAt] + at;
                const selected = position === current;
                return (
                  <Box
                    role="option"
                    id={optionId(position)}
                    key={option.key}
                    aria-selected={selected}
                    onMouseMove={() => setActive(position)}
                    onClick={() => choose(option)}
                    sx={{ px: 1, py: 0.75, borderRadius: 1, cursor: 'pointer', bgcolor: selected ? 'action.selected' : undefined }}
                  >
                    <Typography variant="body2" component="span" sx={{ display: 'block', fontWeight: 500 }}>
                      {option.primary}
                    </Typography>
                    <Typography variant="caption" component="span" color="text.secondary" sx={{ display: 'block' }}>
                      {option.secondary}
                    </Typography>
                  </Box>
                );
              })}
              {section.note && (
                <Typography variant="caption" component="div" sx={{ px: 1 }} color={section.failed ? 'error' : 'text.secondary'}>
                  {section.note}
                </Typography>
              )}
            </Box>
          ))}
        </Box>
        {empty && adminId && (
          <FormControlLabel
            control={<Switch checked={recent.remember} onChange={(event) => recentItems.setRemember(adminId, event.target.checked)} />}
            label={t('lookup.recent.remember')}
          />
        )}
        {empty && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {t('lookup.recent.rememberHelp')}
          </Typography>
        )}
      </DialogContent>
    </Dialog>
  );
}
