import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import Button from '@mui/material/Button';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { useT } from '@i18n/translate';
import { loadChunk } from '@/layout/loadChunk';
import { columnFields } from '../../declaration';
import { useScreen } from '../../ScreenContext';

// the chooser loads on the first click, not with every list (issue 35 item 3)
const ColumnsChooser = lazy(() => loadChunk(() => import('./ColumnsChooser')).then((module) => ({ default: module.ColumnsChooser })));

/**
 * '표시 항목' (issue 36 item 4): opens the chooser of the declared columns (ColumnsChooser). The
 * choice lives in react-admin's store for the session and goes into a saved view with it.
 * react-admin's `SelectColumnsButton` needs `DatagridConfigurable` and moves columns by dragging
 * only, so the list keeps its own Datagrid and this chooser.
 */
export function ColumnsButton() {
  const t = useT();
  const screen = useScreen();
  const hasColumns = useMemo(() => columnFields(screen).length > 0, [screen]);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  const popoverId = useId();
  if (!hasColumns) return null;
  return (
    <>
      <Button
        size="small"
        startIcon={<ViewColumnIcon />}
        aria-haspopup="dialog"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? popoverId : undefined}
        onClick={(event) => {
          setUsed(true);
          setAnchor(event.currentTarget);
        }}
      >
        {t('ux.columns.button')}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <ColumnsChooser id={popoverId} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
