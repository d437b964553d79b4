import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableRow from '@mui/material/TableRow';
import { DatagridBody, useListContext, type DatagridBodyProps } from 'react-admin';
import { useT } from '@i18n/translate';
import { formatValue, kindOf } from '../kinds';
import { useScreen } from '../ScreenContext';
import { listSummary } from './listMeta';
import { ListRow } from './ListRow';
import { useVisibleColumns } from './views/columns';

/**
 * The body of a generic list: its rows and, when the reply carries `summary`, a 합계 row under
 * them with the sums of the whole filter (every page), each under its column as its kind shows
 * it; a column the server did not sum stays empty. No summary, no row.
 */
export function TotalsBody(props: DatagridBodyProps) {
  const t = useT();
  const screen = useScreen();
  const { meta } = useListContext();
  const summary = listSummary(meta);
  const fields = useVisibleColumns(screen);
  return (
    <>
      <DatagridBody {...props} row={<ListRow />} />
      {summary && fields.length > 0 && (
        <TableFooter>
          <TableRow aria-label={t('ux.totals.row', { label: screen.label })} data-testid="list-totals">
            {props.hasBulkActions && <TableCell padding="checkbox" />}
            {fields.map((field, index) => {
              const sum = summary[field.source];
              const text = index === 0 ? t('ux.totals.label') : sum === undefined ? '' : formatValue(field, sum);
              return (
                <TableCell
                  key={field.source}
                  component={index === 0 ? 'th' : 'td'}
                  scope={index === 0 ? 'row' : undefined}
                  align={kindOf(field).column.align}
                  sx={{ fontWeight: 700, color: 'text.primary', fontSize: '0.875rem', whiteSpace: 'nowrap' }}
                >
                  {text}
                </TableCell>
              );
            })}
          </TableRow>
        </TableFooter>
      )}
    </>
  );
}
