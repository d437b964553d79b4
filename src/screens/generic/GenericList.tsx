import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { Datagrid, List, useListContext } from 'react-admin';
import type { ScreenDeclaration } from '@/declarations/types';
import { Panel } from '@/layout/Panel';
import { fieldElementProps, KindField } from './fields/KindField';
import { useBulkActionButtons } from './list/BulkActions';
import { ListActions } from './list/ListActions';
import { ListChart } from './list/ListChart';
import { ListSummary } from './list/ListSummary';
import { periodDefaults } from '../../declarations/period';
import { SearchBlock } from './list/SearchBlock';
import { TotalsBody } from './list/TotalsBody';
import { searchedStaleTime } from './list/useApplyFilter';
import { useAriaSort } from './list/useAriaSort';
import { useRowClick } from './list/useRowClick';
import { useTableFit } from './list/useTableFit';
import { useVisibleColumns } from './list/views/columns';
import { ListEmpty } from './list/ListEmpty';
import { ListFailure, ListPagination } from './list/ListFailures';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from './list/firstRead';
import { ScreenProvider } from './ScreenContext';
import { plainRowsSx } from '@/screens/shared/plainRows';

/** The row checkbox column's width when rows can be selected: the first data column sticks right after it. */
const CHECKBOX_WIDTH = 48;

const sticky = (left: number) => ({ position: 'sticky', left, zIndex: 1, bgcolor: 'background.paper' }) as const;

/**
 * The table at 1440 px (issue 16 item 4): it scrolls sideways inside the list, headers do not
 * wrap, and the first column (after the row checkbox, which sticks too) stays in view.
 */
const tableLayout = {
  // width 0 and min-width 100%: the table never widens the page, it scrolls inside its wrapper;
  // its height ends at the window's bottom (useTableFit), so the wrapper's scrollbar is on screen
  '& .RaDatagrid-tableWrapper': { overflow: 'auto', width: 0, minWidth: '100%', maxHeight: 'var(--table-fit-height, none)' },
  '& .RaDatagrid-headerCell': { whiteSpace: 'nowrap' },
  '& tr > :first-of-type': sticky(0),
  '& thead tr > :first-of-type': { zIndex: 3 },
  '& .RaDatagrid-clickableRow:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
  // with nothing selected the bulk bar is folded to no height: its buttons must not take Tab either
  '& .RaBulkActionsToolbar-collapsed': { visibility: 'hidden' },
};

const selectableTableLayout = {
  ...tableLayout,
  '& tr > :first-of-type': { ...sticky(0), width: CHECKBOX_WIDTH, minWidth: CHECKBOX_WIDTH, maxWidth: CHECKBOX_WIDTH, boxSizing: 'border-box' },
  '& tr > :nth-of-type(2)': sticky(CHECKBOX_WIDTH),
  '& thead tr > :nth-of-type(-n+2)': { zIndex: 3 },
};

/** A shadow at the right edge while columns lie beyond it (`data-more-right`, useTableFit). */
const moreRightCue = {
  position: 'relative',
  '&[data-more-right]::after': {
    content: '""',
    position: 'absolute',
    top: 0,
    right: 0,
    bottom: 0,
    width: 16,
    pointerEvents: 'none',
    zIndex: 4,
    background: 'linear-gradient(to left, rgba(0, 0, 0, 0.18), transparent)',
  },
} as const;

const listRows = <TotalsBody />;

/** A page 검색 read at the key is not asked again when the screen renders with it. */
const listQueryOptions = { staleTime: searchedStaleTime };

/** A bespoke list's own bulk buttons (`false`: no selection), instead of the declared ones. */
type BulkActions = ReactNode | false;

/** The table, or what went wrong in its place: the search block above stays, with what was typed. */
function ListBody({ screen, bulkActions }: { screen: ScreenDeclaration; bulkActions?: BulkActions }) {
  const { error } = useListContext();
  const rowClick = useRowClick();
  const declared = useBulkActionButtons();
  const bulkActionButtons = bulkActions === undefined ? declared : bulkActions;
  const table = useAriaSort();
  const fit = useTableFit();
  const columns = useVisibleColumns(screen);
  return (
    <>
      <SearchBlock />
      {error ? (
        <ListFailure />
      ) : (
        <>
          {screen.summary && <ListSummary />}
          {screen.chart && <ListChart />}
          <Box ref={fit} sx={moreRightCue}>
            <Datagrid
              ref={table}
              rowClick={rowClick}
              body={listRows}
              bulkActionButtons={bulkActionButtons}
              empty={<ListEmpty />}
              sx={[plainRowsSx, bulkActionButtons ? selectableTableLayout : tableLayout]}
            >
              {columns.map((field) => (
                <KindField key={field.source} field={field} variant="cell" {...fieldElementProps(field)} />
              ))}
            </Datagrid>
          </Box>
        </>
      )}
    </>
  );
}

/**
 * The list of any declaration: the search block of its declared filters (opened on the declared
 * period, applied by 검색), columns by kind, 20/50/100 rows a page, declared sort and actions (a bespoke list adds its own buttons with
 * `actions`); a failed read says so with '다시 시도' (ListFailure) in the table's place, under the
 * search block, so a refused filter can be corrected. The
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
          filterDefaultValues={periodDefaults(screen)}
          perPage={DEFAULT_PAGE_SIZE}
          sort={screen.sort}
          actions={<ListActions>{actions}</ListActions>}
          pagination={<ListPagination rowsPerPageOptions={PAGE_SIZES} />}
          exporter={false}
          empty={false}
          disableAuthentication
          queryOptions={listQueryOptions}
        >
          <ListBody screen={screen} bulkActions={bulkActions} />
        </List>
      </Panel>
    </ScreenProvider>
  );
}
