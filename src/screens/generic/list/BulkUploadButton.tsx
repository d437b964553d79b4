import UploadFileIcon from '@mui/icons-material/UploadFile';
import { lazy, Suspense, useState } from 'react';
import { Button, useCanAccess } from 'react-admin';
import { useT } from '@i18n/translate';
import { loadChunk } from '@/layout/loadChunk';
import { useScreen } from '../ScreenContext';

// the dialog, its reader and the .xlsx writer load on the click, never with the list (issue 37)
// (through loadChunk: a failed or late chunk is a ChunkLoadError, which the frame answers with its reload message)
const BulkUploadDialog = lazy(() => loadChunk(() => import('../bulk/BulkUploadDialog')).then((module) => ({ default: module.BulkUploadDialog })));

/**
 * '엑셀 일괄등록' of a list declaring `bulkUpload`: shown with the flag its mode needs (create: add;
 * update: modify; upsert: both), as the server checks them (mocks/callRules.ts).
 */
export function BulkUploadButton() {
  const screen = useScreen();
  const t = useT();
  const mode = screen.bulkUpload?.mode;
  const canCreate = useCanAccess({ resource: screen.name, action: 'create' });
  const canEdit = useCanAccess({ resource: screen.name, action: 'edit' });
  const [open, setOpen] = useState(false);
  const allowed = mode === 'create' ? canCreate.canAccess : mode === 'update' ? canEdit.canAccess : canCreate.canAccess && canEdit.canAccess;
  if (!mode || !allowed) return null;
  return (
    <>
      <Button label={t('bulk.button')} onClick={() => setOpen(true)}>
        <UploadFileIcon />
      </Button>
      {open && (
        <Suspense fallback={null}>
          <BulkUploadDialog open onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
