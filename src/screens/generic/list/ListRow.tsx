import { useMemo, type KeyboardEvent } from 'react';
import { DatagridRow, I18nContext, useGetRecordRepresentation, useI18nProvider, useRecordContext, type DatagridRowProps } from 'react-admin';
import { appKey } from '@i18n/translate';

/** Enter on a focused row opens it, as a click does. */
const openOnEnter = (event: KeyboardEvent<HTMLTableRowElement>) => {
  if (event.key === 'Enter' && event.target === event.currentTarget) event.currentTarget.click();
};

/**
 * A generic list's row (issue 16 item 5). A row that opens takes Tab and opens on Enter, for
 * keyboard-only operators. Its checkbox is named after its record ('공지 제목 선택', not '이 행
 * 선택' on every row): react-admin's row asks its translator for one fixed message, so the row
 * gets a translator that answers that message with the record's name and everything else as usual.
 */
export function ListRow(props: DatagridRowProps) {
  const i18nProvider = useI18nProvider();
  const represent = useGetRecordRepresentation(props.resource);
  const record = useRecordContext();
  const name = record ? String(represent(record) ?? '') : '';
  const rowI18n = useMemo(
    () => ({
      ...i18nProvider,
      translate: (key: string, options?: object) =>
        key === 'ra.action.select_row' && name ? i18nProvider.translate(appKey('ux.row.select'), { name }) : i18nProvider.translate(key, options),
    }),
    [i18nProvider, name],
  );
  const opens = props.rowClick ? { tabIndex: 0, onKeyDown: openOnEnter } : {};
  return (
    <I18nContext.Provider value={rowI18n}>
      <DatagridRow {...props} {...opens} />
    </I18nContext.Provider>
  );
}
