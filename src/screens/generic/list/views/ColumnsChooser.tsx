import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useRef } from 'react';
import { useT } from '@i18n/translate';
import { columnFields } from '../../declaration';
import { useScreen } from '../../ScreenContext';
import { useColumnChoice } from './columns';

/**
 * The chooser of '표시 항목' (ColumnsButton): every declared column with a checkbox (shown or
 * hidden) and 위로/아래로 buttons (its place), all reachable with Tab, Space and Enter; Esc closes
 * and focus returns to the button. Loaded on the button's first click (issue 35 item 3).
 */
export function ColumnsChooser({ id, anchor, onClose }: { id: string; anchor: HTMLElement | null; onClose: () => void }) {
  const t = useT();
  const screen = useScreen();
  const declared = useMemo(() => columnFields(screen), [screen]);
  const [chosen, setChosen] = useColumnChoice(screen);
  const list = useRef<HTMLUListElement>(null);
  const titleId = useId();
  const visible = chosen ?? declared.map((field) => field.source);
  // the shown columns in their order, then the hidden ones in the declared order
  const ordered = [...visible, ...declared.map((field) => field.source).filter((source) => !visible.includes(source))];
  const labelOf = (source: string) => declared.find((field) => field.source === source)?.label ?? source;

  const commit = (next: string[]) => {
    const same = next.length === declared.length && next.every((source, index) => source === declared[index].source);
    setChosen(same ? null : next);
  };
  const toggle = (source: string) => {
    if (visible.includes(source)) {
      if (visible.length > 1) commit(visible.filter((one) => one !== source));
    } else commit(ordered.filter((one) => one === source || visible.includes(one)));
  };
  const move = (source: string, by: -1 | 1) => {
    const next = [...ordered];
    const index = next.indexOf(source);
    const target = index + by;
    if (target < 0 || target >= next.length) return;
    [next[index], next[target]] = [next[target], next[index]];
    commit(next.filter((one) => visible.includes(one)));
    // the pressed button may be disabled at its new place (top, bottom): focus stays on the moved column
    requestAnimationFrame(() => {
      const buttons = [by === -1 ? 'up' : 'down', by === -1 ? 'down' : 'up'].map((dir) =>
        list.current?.querySelector<HTMLButtonElement>(`button[data-column="${CSS.escape(source)}"][data-dir="${dir}"]:not(:disabled)`),
      );
      buttons.find(Boolean)?.focus();
    });
  };

  return (
    <Popover
      id={id}
      open={Boolean(anchor)}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { p: 2, minWidth: 280 } } }}
    >
      <Typography id={titleId} variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        {t('ux.columns.title')}
      </Typography>
      <Stack ref={list} component="ul" spacing={0} sx={{ listStyle: 'none', m: 0, p: 0 }} aria-labelledby={titleId}>
        {ordered.map((source) => {
          const label = labelOf(source);
          const shown = visible.includes(source);
          const placeIndex = visible.indexOf(source);
          return (
            <Box component="li" key={source} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <FormControlLabel
                sx={{ flex: 1, mr: 0 }}
                control={<Checkbox size="small" checked={shown} disabled={shown && visible.length === 1} onChange={() => toggle(source)} />}
                label={label}
              />
              <IconButton
                size="small"
                data-column={source}
                data-dir="up"
                aria-label={t('ux.columns.up', { label })}
                disabled={!shown || placeIndex === 0}
                onClick={() => move(source, -1)}
              >
                <ArrowUpwardIcon fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                data-column={source}
                data-dir="down"
                aria-label={t('ux.columns.down', { label })}
                disabled={!shown || placeIndex === visible.length - 1}
                onClick={() => move(source, 1)}
              >
                <ArrowDownwardIcon fontSize="small" />
              </IconButton>
            </Box>
          );
        })}
      </Stack>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
        {/* never disabled: the pressed button keeps the focus (Esc still closes) */}
        <Button size="small" onClick={() => setChosen(null)}>
          {t('ux.columns.reset')}
        </Button>
      </Box>
    </Popover>
  );
}
