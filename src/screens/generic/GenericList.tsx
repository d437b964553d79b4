import type { ReactNode } from 'react';
import { Datagrid, List } from 'react-admin';
import type { ScreenDeclaration } from '@/declarations/types';
import { Panel } from '@/layout/Panel';
import { columnFields } from './declaration';
import { fieldElementProps, KindField } from './fields/KindField';
import { useBulkActionButtons } from './list/BulkActions';
import { ListActions } from './list/ListActions';
import { ListChart } from './list/ListChart';
import { ListSummary } from './list/ListSummary';
import { listFilters } from './list/listFilters';
import { periodDefaults } from './list/period';
import { useRowClick } from './list/useRowClick';
import { ListFailure, ListPagination } from './LoadFailures';
import { ScreenProvider } from './ScreenContext';

export const DEFAULT_PAGE_SIZE = 20;
export const PAGE_SIZES = [10, 20, 50, 100];

/** A bespoke list's own bulk buttons (`false`: no selection), instead of the declared ones. */
type BulkActions = ReactNode | false;

function ListBody({ screen, bulkActions }: { screen: ScreenDeclaration; bulkActions?: BulkActions }) {
  const rowClick = useRowClick();
  const declared = useBulkActionButtons();
  const bulkActionButtons = bulkActions === undefined ? declared : bulkActions;
  return (
    <>
      {screen.summary && <ListSummary />}
      {screen.chart && <ListChart />}
      <Datagrid rowClick={rowClick} bulkActionButtons={bulkActionButtons}>
        {columnFields(screen).map((field) => (
          <KindField key={field.source} field={field} variant="cell" {...fieldElementProps(field)} />
        ))}
      </Datagrid>
    </>
  );
}

/**
 * The list of any declaration: columns by kind, declared filters (opened on the declared
 * period), 20 rows a page, declared sort and actions (a bespoke list adds its own buttons with
 * `actions`); a failed read says so with '다시 시도' (ListFailure) instead of an empty table. The
 * route guard (guardedResource) has checked access, so the request leaves in the first render
 * instead of after react-admin's own asynchronous check.
 */
export function GenericList({ screen, actions, bulkActions }: { screen: ScreenDeclaration; actions?: ReactNode; bulkActions?: BulkActions }) {
  return (
    <ScreenProvider screen={screen}>
      <Panel title={screen.label}>
        <List
          resource={screen.name}
          title={screen.label}
          filters={listFilters(screen)}
          filterDefaultValues={periodDefaults(screen)}
          perPage={DEFAULT_PAGE_SIZE}
          sort={screen.sort}
          actions={<ListActions>{actions}</ListActions>}
          pagination={<ListPagination rowsPerPageOptions={PAGE_SIZES} />}
          error={<ListFailure />}
          exporter={false}
          disableAuthentication
        >
          <ListBody screen={screen} bulkActions={bulkActions} />
        </List>
      </Panel>
    </ScreenProvider>
  );
}
