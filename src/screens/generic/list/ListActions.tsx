import type { ReactNode } from 'react';
import { CanAccess, CreateButton, FilterButton, TopToolbar } from 'react-admin';
import { useT } from '@i18n/translate';
import { filterFields, hasAction, isRangeFilter } from '../declaration';
import { useScreen } from '../ScreenContext';
import { ExcelDetailButton } from './ExcelDetailButton';
import { ExcelExportButton } from './ExcelExportButton';
import { OrderChangeButton } from './OrderChangeButton';

/** The list toolbar: a bespoke list's own buttons, hidden filters, reorder (modify right), Excel, create (add right). */
export function ListActions({ children }: { children?: ReactNode }) {
  const screen = useScreen();
  const t = useT();
  const hasHiddenFilters = filterFields(screen).some((field) => field.filter === true && !isRangeFilter(field));
  return (
    <TopToolbar>
      {children}
      {hasHiddenFilters && <FilterButton />}
      {hasAction(screen, 'order') && (
        <CanAccess action="edit">
          <OrderChangeButton />
        </CanAccess>
      )}
      {hasAction(screen, 'excel') && <ExcelExportButton />}
      {hasAction(screen, 'excelDetail') && <ExcelDetailButton />}
      {hasAction(screen, 'create') && <CreateButton label={t('screen.create')} />}
    </TopToolbar>
  );
}
