import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { type Identifier, useGetList, useListContext, useNotify, useRefresh } from 'react-admin';
import { useT } from '@i18n/translate';
import { josa } from '@/validation/josa';
import { failureMessage } from '@/http/failures';
import { useAppDataProvider } from '@/providers/dataProvider/useAppDataProvider';
import { useSingleFlight } from '@/screens/shared/useSingleFlight';
import { representationSource } from '../declaration';
import { useScreen } from '../ScreenContext';

/** Upper bound of rows one reorder shows (the current filter, every page). */
export const ORDER_MAX_ROWS = 1000;

/** Moves the item at `index` by `delta` places (pure). */
export function moveItem<T>(items: readonly T[], index: number, delta: number): T[] {
  const target = index + delta;
  if (target < 0 || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}

/**
 * The rows of the current filter in their order, moved with ↑/↓ and saved (once) with '순서 저장';
 * a screen ordered within groups needs the list filtered to one group and saves that group's order.
 */
export function OrderChangeDialog({ onClose }: { onClose: () => void }) {
  const screen = useScreen();
  const t = useT();
  const { filterValues } = useListContext();
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const sort = screen.sort ?? { field: 'sortOrder', order: 'ASC' as const };
  // a list ordered within groups (content v2 `orderGroup`) is reordered one group at a time
  const group = screen.orderGroup;
  const groupValue: unknown = group ? filterValues[group] : undefined;
  const needsGroup = group !== undefined && (groupValue === undefined || groupValue === null || groupValue === '' || Array.isArray(groupValue));
  const { data, isPending } = useGetList(
    screen.name,
    { pagination: { page: 1, perPage: ORDER_MAX_ROWS }, sort, filter: filterValues },
    { enabled: !needsGroup },
  );
  const [moved, setMoved] = useState<Identifier[] | undefined>(undefined);
  const ids = moved ?? (data ?? []).map((record) => record.id);
  const labelOf = (id: Identifier) => {
    const record = data?.find((candidate) => candidate.id === id);
    return String(record?.[representationSource(screen)] ?? id);
  };

  const save = useMutation({
    mutationFn: () => (group ? dataProvider.contentChangeOrderSub(screen.name, String(groupValue), ids) : dataProvider.changeOrder(screen.name, { ids })),
    onSuccess: () => {
      notify(t('genericActions.order.saved'), { type: 'success' });
      refresh();
      onClose();
    },
    onError: (error: Error) => notify(failureMessage(error), { type: 'error' }),
  });
  const { run: saveOnce, running } = useSingleFlight(() => save.mutateAsync());

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="order-change-title">
      <DialogTitle id="order-change-title">{t('genericActions.order.title')}</DialogTitle>
      <DialogContent dividers>
        {needsGroup && (
          <Alert severity="info">
            {t('contentCalls.orderGroup.chooseFirst', { label: josa(screen.fields.find((field) => field.source === group)?.label ?? String(group), '을/를') })}
          </Alert>
        )}
        {isPending && !needsGroup && <LinearProgress />}
        <List dense aria-label={t('genericActions.order.list')}>
          {ids.map((id, index) => (
            <ListItem
              key={String(id)}
              secondaryAction={
                <>
                  <IconButton
                    aria-label={t('genericActions.order.up', { label: labelOf(id) })}
                    disabled={index === 0}
                    onClick={() => setMoved(moveItem(ids, index, -1))}
                  >
                    <ArrowUpwardIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    aria-label={t('genericActions.order.down', { label: labelOf(id) })}
                    disabled={index === ids.length - 1}
                    onClick={() => setMoved(moveItem(ids, index, 1))}
                  >
                    <ArrowDownwardIcon fontSize="small" />
                  </IconButton>
                </>
              }
            >
              <ListItemText primary={`${index + 1}. ${labelOf(id)}`} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('confirm.cancel')}</Button>
        <Button variant="contained" disabled={!moved || running} onClick={() => saveOnce()}>
          {t('genericActions.order.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
