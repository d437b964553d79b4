import { useLayoutEffect, useRef } from 'react';
import { useListContext } from 'react-admin';

/**
 * `aria-sort` on the header of the column the list is sorted by (WAI-ARIA's sortable table), so a
 * screen reader says which column orders the rows and which way. react-admin's header cells set
 * none and take no per-column props, so it is set on the rendered header after each render; the
 * sort buttons name their column in `data-field`. Returns the ref for the Datagrid's table.
 */
export function useAriaSort() {
  const table = useRef<HTMLTableElement>(null);
  const { sort } = useListContext();
  useLayoutEffect(() => {
    table.current?.querySelectorAll('thead th').forEach((cell) => {
      const column = cell.querySelector('[data-field]')?.getAttribute('data-field');
      if (sort && column === sort.field) cell.setAttribute('aria-sort', sort.order === 'ASC' ? 'ascending' : 'descending');
      else cell.removeAttribute('aria-sort');
    });
  });
  return table;
}
