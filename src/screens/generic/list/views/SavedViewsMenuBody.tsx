import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNotify } from 'react-admin';
import { useT } from '@i18n/translate';
import { failureMessage } from '@/http/failures';
import { useAppDataProvider } from '@/providers/dataProvider/useAppDataProvider';
import type { SavedView } from '@/types/savedViews';
import { ActionDialog } from '@/screens/shared/ActionDialog';
import { ConfirmDialog } from '@/screens/shared/ConfirmDialog';
import { useFocusBack } from '@/screens/shared/useFocusBack';
import { useNameProblem } from './viewName';
import { ViewNameField } from './ViewNameField';

type Write = { kind: 'default'; view: SavedView; on: boolean } | { kind: 'share'; view: SavedView };

export interface SavedViewsMenuBodyProps {
  menuId: string;
  anchor: HTMLElement | null;
  onCloseMenu: () => void;
  views: readonly SavedView[] | undefined;
  loadFailed: boolean;
  invalidate: () => Promise<unknown>;
  applyView: (view: SavedView) => void;
}

/**
 * The menu of '저장된 검색' (SavedViewsMenu), loaded on the button's first click: the admin's
 * views and those the group shares (arrow keys, Enter applies, Esc closes), and '저장된 검색
 * 관리': each view's 적용, 기본으로 지정 / 기본 해제, and for the owner 이름 변경, 그룹 공유 /
 * 공유 해제 and 삭제 (confirmed).
 */
export function SavedViewsMenuBody({ menuId, anchor, onCloseMenu, views, loadFailed, invalidate, applyView }: SavedViewsMenuBodyProps) {
  const t = useT();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const [managing, setManaging] = useState(false);
  const [renaming, setRenaming] = useState<SavedView>();
  const [deleting, setDeleting] = useState<SavedView>();

  const apply = (view: SavedView) => {
    onCloseMenu();
    setManaging(false);
    applyView(view);
    notify(t('ux.views.applied', { name: view.name }), { type: 'info' });
  };
  const write = useMutation({
    mutationFn: async (what: Write): Promise<void> => {
      if (what.kind === 'default') await dataProvider.setDefaultSavedView(what.view.id, what.on);
      else await dataProvider.updateSavedView(what.view.id, { shared: what.view.shared === 'GROUP' ? 'N' : 'GROUP' });
    },
    onSuccess: async (_done, what) => {
      await invalidate();
      notify(t(what.kind === 'share' ? 'ux.views.shareChanged' : what.on ? 'ux.views.defaultSet' : 'ux.views.defaultCleared'), { type: 'success' });
    },
    onError: (error: Error) => notify(failureMessage(error), { type: 'error' }),
  });
  const remove = useMutation({
    mutationFn: (view: SavedView) => dataProvider.deleteSavedView(view.id),
    onSuccess: async () => {
      await invalidate();
      setDeleting(undefined);
      notify(t('ux.views.deleted'), { type: 'success' });
    },
  });

  return (
    <>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={onCloseMenu} slotProps={{ list: { 'aria-label': t('ux.views.menu') } }}>
        {loadFailed && <MenuItem disabled>{t('ux.views.loadFailed')}</MenuItem>}
        {views?.length === 0 && <MenuItem disabled>{t('ux.views.empty')}</MenuItem>}
        {views?.map((view) => (
          <MenuItem key={view.id} onClick={() => apply(view)}>
            <ListItemText
              primary={view.name}
              secondary={[
                view.default ? t('ux.views.defaultBadge') : '',
                view.mine ? (view.shared === 'GROUP' ? t('ux.views.sharedBadge') : '') : t('ux.views.readOnly', { owner: ownerOf(view) }),
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            onCloseMenu();
            setManaging(true);
          }}
        >
          {t('ux.views.manage')}
        </MenuItem>
      </Menu>
      <ManageDialog
        open={managing}
        views={views ?? []}
        pending={write.isPending}
        onClose={() => setManaging(false)}
        onApply={apply}
        onDefault={(view) => write.mutate({ kind: 'default', view, on: !view.default })}
        onShare={(view) => write.mutate({ kind: 'share', view })}
        onRename={setRenaming}
        onDelete={(view) => {
          remove.reset();
          setDeleting(view);
        }}
      />
      {renaming && <RenameDialog view={renaming} onDone={() => setRenaming(undefined)} onSaved={invalidate} />}
      <ConfirmDialog
        open={deleting !== undefined}
        destructive
        title={t('ux.views.deleteTitle')}
        message={t('ux.views.deleteQuestion', { name: deleting?.name ?? '' })}
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() => (deleting ? remove.mutateAsync(deleting).catch(() => undefined) : Promise.resolve())}
        onClose={() => setDeleting(undefined)}
      />
    </>
  );
}

const ownerOf = (view: SavedView) => (view.ownerName ? `${view.ownerId} · ${view.ownerName}` : view.ownerId);

interface ManageProps {
  open: boolean;
  views: readonly SavedView[];
  pending: boolean;
  onClose: () => void;
  onApply: (view: SavedView) => void;
  onDefault: (view: SavedView) => void;
  onShare: (view: SavedView) => void;
  onRename: (view: SavedView) => void;
  onDelete: (view: SavedView) => void;
}

/** '저장된 검색 관리': one row a view; another admin's shared view offers 적용 and 기본 only. */
function ManageDialog({ open, views, pending, onClose, onApply, onDefault, onShare, onRename, onDelete }: ManageProps) {
  const t = useT();
  const titleId = useId();
  const focusBack = useFocusBack(pending);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{t('ux.views.manageTitle')}</DialogTitle>
      <DialogContent>
        {views.length === 0 ? (
          <Typography color="text.secondary">{t('ux.views.empty')}</Typography>
        ) : (
          <Table size="small" aria-labelledby={titleId}>
            <TableHead>
              <TableRow>
                <TableCell>{t('ux.views.columnName')}</TableCell>
                <TableCell>{t('ux.views.columnShare')}</TableCell>
                <TableCell>{t('ux.views.columnOwner')}</TableCell>
                <TableCell>{t('ux.views.columnActions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {views.map((view) => (
                <TableRow key={view.id} data-testid="saved-view-row">
                  <TableCell component="th" scope="row">
                    <Stack direction="row" spacing={1} alignItems="center">
                      <span>{view.name}</span>
                      {view.default && <Chip size="small" color="primary" label={t('ux.views.defaultBadge')} />}
                    </Stack>
                  </TableCell>
                  <TableCell>{view.shared === 'GROUP' ? t('ux.views.group') : t('ux.views.private')}</TableCell>
                  <TableCell>{ownerOf(view)}</TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={0.5} flexWrap="wrap" useFlexGap>
                      <Button size="small" aria-label={t('ux.views.applyOf', { name: view.name })} onClick={() => onApply(view)}>
                        {t('ux.views.apply')}
                      </Button>
                      <Button
                        size="small"
                        disabled={pending}
                        aria-label={t(view.default ? 'ux.views.clearDefaultOf' : 'ux.views.makeDefaultOf', { name: view.name })}
                        onClick={(event) => {
                          focusBack(event);
                          onDefault(view);
                        }}
                      >
                        {t(view.default ? 'ux.views.clearDefault' : 'ux.views.makeDefault')}
                      </Button>
                      {view.mine && (
                        <>
                          <Button size="small" aria-label={t('ux.views.renameOf', { name: view.name })} onClick={() => onRename(view)}>
                            {t('ux.views.rename')}
                          </Button>
                          <Button
                            size="small"
                            disabled={pending}
                            aria-label={t(view.shared === 'GROUP' ? 'ux.views.unshareOf' : 'ux.views.shareOf', { name: view.name })}
                            onClick={(event) => {
                              focusBack(event);
                              onShare(view);
                            }}
                          >
                            {t(view.shared === 'GROUP' ? 'ux.views.unshare' : 'ux.views.shareToggle')}
                          </Button>
                          <Button size="small" color="error" aria-label={t('ux.views.deleteOf', { name: view.name })} onClick={() => onDelete(view)}>
                            {t('ux.views.delete')}
                          </Button>
                        </>
                      )}
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('ux.views.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** 이름 변경 of one's own view (`PUT savedView/{id}`); the server's refusal stays in the dialog. */
function RenameDialog({ view, onDone, onSaved }: { view: SavedView; onDone: () => void; onSaved: () => Promise<unknown> }) {
  const t = useT();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const nameProblem = useNameProblem();
  const [name, setName] = useState(view.name);
  const [tried, setTried] = useState(false);
  const rename = useMutation({
    mutationFn: () => dataProvider.updateSavedView(view.id, { name: name.trim() }),
    onSuccess: async () => {
      await onSaved();
      onDone();
      notify(t('ux.views.renamed'), { type: 'success' });
    },
  });
  const problem = tried ? nameProblem(name) : undefined;
  return (
    <ActionDialog
      open
      title={t('ux.views.renameTitle')}
      onClose={onDone}
      onSubmit={() => {
        setTried(true);
        if (!nameProblem(name) && !rename.isPending) rename.mutate();
      }}
      pending={rename.isPending}
      error={rename.error}
    >
      <ViewNameField value={name} onChange={setName} problem={problem} disabled={rename.isPending} />
    </ActionDialog>
  );
}
