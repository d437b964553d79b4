import Checkbox from '@mui/material/Checkbox';
import { Children, isValidElement, type KeyboardEvent, type MouseEvent } from 'react';
import {
  DatagridClasses,
  useGetPathForRecordCallback,
  useGetRecordRepresentation,
  useNavigate,
  useRecordContext,
  useTranslate,
  type DatagridRowProps,
} from 'react-admin';
import { useT } from '@i18n/translate';

/** Enter on a focused row opens it, as a click does. */
const openOnEnter = (event: KeyboardEvent<HTMLTableRowElement>) => {
  if (event.key === 'Enter' && event.target === event.currentTarget) event.currentTarget.click();
};

interface CellProps {
  source?: string;
  textAlign?: 'left' | 'right' | 'center';
  cellClassName?: string;
}

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * A generic list's row (issue 16 item 5): react-admin's row drawn with plain `<tr>`/`<td>` (the
 * list's `plainRowsSx` gives them MUI's looks): a page of 100 rows spent most of its render in
 * MUI's styled cells. A row that opens takes Tab and opens on Enter, for keyboard-only
 * operators; its checkbox is named after its record ('공지 제목 선택', not '이 행 선택' on every row).
 */
export function ListRow({
  children,
  className,
  hasBulkActions = false,
  id,
  onToggleItem,
  resource,
  rowClick,
  selected = false,
  selectable = true,
  style,
}: DatagridRowProps) {
  const t = useT();
  const raTranslate = useTranslate();
  const record = useRecordContext();
  const represent = useGetRecordRepresentation(resource);
  const navigate = useNavigate();
  const pathFor = useGetPathForRecordCallback();
  const name = record ? String(represent(record) ?? '') : '';

  const toggle = (event: MouseEvent) => {
    event.stopPropagation();
    if (selectable && onToggleItem && id !== undefined) onToggleItem(id, event);
  };
  // react-admin's row click: the link the list gives (its function's answer), as a path
  const open = async () => {
    if (!record || !rowClick) return;
    const link = typeof rowClick === 'function' ? await rowClick(record.id, resource ?? '', record) : rowClick;
    const path = await pathFor({ record, resource, link });
    if (path) navigate(path, { state: { _scrollToTop: true } });
  };
  const opens = Boolean(rowClick);

  return (
    <tr
      className={classes(className, 'hover', selectable && DatagridClasses.selectable, opens && DatagridClasses.clickableRow)}
      style={style}
      onClick={() => void open()}
      {...(opens ? { tabIndex: 0, onKeyDown: openOnEnter } : {})}
    >
      {hasBulkActions && (
        <td className="checkbox-cell">
          <Checkbox
            aria-label={name ? t('ux.row.select', { name }) : raTranslate('ra.action.select_row')}
            color="primary"
            className={`select-item ${DatagridClasses.checkbox}`}
            checked={selectable && selected}
            onClick={toggle}
            disabled={!selectable}
          />
        </td>
      )}
      {Children.map(children, (field) =>
        isValidElement<CellProps>(field) ? (
          <td
            key={`${String(id)}-${field.props.source}`}
            className={classes(
              `column-${field.props.source}`,
              DatagridClasses.rowCell,
              field.props.cellClassName,
              field.props.textAlign && field.props.textAlign !== 'left' && `align-${field.props.textAlign}`,
            )}
          >
            {field}
          </td>
        ) : null,
      )}
    </tr>
  );
}
