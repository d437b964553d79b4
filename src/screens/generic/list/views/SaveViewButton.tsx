import SaveIcon from '@mui/icons-material/SaveOutlined';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useT } from '@i18n/translate';
import { loadChunk } from '@/layout/loadChunk';

// the dialog loads on the first click, not with every list (issue 35 item 3)
const SaveViewDialog = lazy(() => loadChunk(() => import('./SaveViewDialog')).then((module) => ({ default: module.SaveViewDialog })));

/**
 * '검색 조건 저장' (issue 36 item 3): the list's filter (its period as a preset), sort, rows per
 * page and visible columns under a name, private ('나만 보기') or shared with the admin's group
 * ('그룹 공유'). The server keeps it (`POST savedView`); its refusal is said in the dialog.
 */
export function SaveViewButton() {
  const t = useT();
  const [open, setOpen] = useState(false);
  // each opening mounts a fresh dialog (an empty name, '나만 보기')
  const [opening, setOpening] = useState(0);
  return (
    <>
      <Button
        size="small"
        startIcon={<SaveIcon />}
        onClick={() => {
          setOpening(opening + 1);
          setOpen(true);
        }}
      >
        {t('ux.views.save')}
      </Button>
      {opening > 0 && (
        <Suspense fallback={null}>
          <SaveViewDialog key={opening} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
