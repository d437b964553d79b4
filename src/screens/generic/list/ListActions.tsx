import type { ReactNode } from 'react';
import { CanAccess, CreateButton, TopToolbar } from 'react-admin';
import { useT } from '@i18n/translate';
import { hasAction } from '../declaration';
import { useScreen } from '../ScreenContext';
import { BulkUploadButton } from './BulkUploadButton';
import { ExcelDetailButton } from './ExcelDetailButton';
import { ExcelExportButton } from './ExcelExportButton';
import { OrderChangeButton } from './OrderChangeButton';
import { ListViews } from './views/ListViews';

/** The list toolbar (the filters are the search block's): a bespoke list's own buttons, reorder (modify right), Excel, create (add right). */
export function ListActions({ children }: { children?: ReactNode }) {
  const screen = useScreen();
  const t = useT();
  return (
    <TopToolbar>
      {children}
      <ListViews />
      {hasAction(screen, 'order') && (
        <CanAccess action="edit">
          <OrderChangeButton />
        </CanAccess>
      )}
      {hasAction(screen, 'excel') && <ExcelExportButton />}
      {hasAction(screen, 'excelDetail') && <ExcelDetailButton />}
      {screen.bulkUpload && <BulkUploadButton />}
      {hasAction(screen, 'create') && <CreateButton label={t('screen.create')} />}
    </TopToolbar>
  );
}
