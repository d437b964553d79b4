import BookmarksIcon from '@mui/icons-material/BookmarksOutlined';
import Button from '@mui/material/Button';
import { lazy, Suspense, useId, useState } from 'react';
import { useT } from '@i18n/translate';
import { loadChunk } from '@/layout/loadChunk';
import { useApplyView, useDefaultView, useSavedViews } from './useSavedViews';

// the menu and its dialogs load on the first click, not with every list (issue 35 item 3)
const SavedViewsMenuBody = lazy(() => loadChunk(() => import('./SavedViewsMenuBody')).then((module) => ({ default: module.SavedViewsMenuBody })));

/**
 * '저장된 검색' (issue 36 item 3): the button, and the admin's views read as the list opens, so
 * that the admin's default applies when the list opens without a filter in its address (here,
 * with the list, not with the menu). The menu and '저장된 검색 관리' are SavedViewsMenuBody.
 */
export function SavedViewsMenu() {
  const t = useT();
  const { query, invalidate } = useSavedViews();
  const applyView = useApplyView();
  const views = query.data;
  useDefaultView(views, applyView);
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  return (
    <>
      <Button
        size="small"
        startIcon={<BookmarksIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => {
          setUsed(true);
          setAnchor(event.currentTarget);
        }}
      >
        {t('ux.views.menu')}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <SavedViewsMenuBody
            menuId={menuId}
            anchor={anchor}
            onCloseMenu={() => setAnchor(null)}
            views={views}
            loadFailed={query.isError}
            invalidate={invalidate}
            applyView={applyView}
          />
        </Suspense>
      )}
    </>
  );
}
