import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useRecordContext, useResourceContext } from 'react-admin';
import type { FieldDeclaration, PersonalKind } from '@/declarations/types';
import { personalKindOf } from '@/declarations/personal';
import { PersonalValue } from '@/screens/shared/PersonalValue';
import { linkIdOf, RecordLink } from '@/screens/shared/RecordLink';
import { formatValue, kinds, listText } from '../kinds';
import { cellStyle, cellTitle } from '../kinds/layout';

export interface KindFieldProps {
  field: FieldDeclaration;
  /** 'cell' keeps long values short and masks personal data (lists); 'detail' shows everything (show, read-only form fields). */
  variant?: 'cell' | 'detail';
  /** Read by react-admin (Datagrid header, SimpleShowLayout label); the value comes from `field`. */
  source?: string;
  label?: string;
  sortable?: boolean;
  sortBy?: string;
  textAlign?: 'left' | 'right' | 'center';
}

interface ValueProps {
  field: FieldDeclaration;
  value: unknown;
  /** The record the value is of (a link may open the key of another of its fields). */
  row?: Record<string, unknown>;
}

/** A list cell: the kind's cell, or its text (masked when personal) that never wraps where the kind says so. */
function KindCell({ field, value, row }: ValueProps) {
  const behaviour = kinds[field.kind];
  if (behaviour.Cell && !personalKindOf(field)) return <behaviour.Cell field={field} value={value} />;
  const text = listText(field, value);
  const id = linkIdOf(field, value, row);
  const shown =
    field.linkTo && id !== undefined && text ? (
      <RecordLink resource={field.linkTo} id={id}>
        {text}
      </RecordLink>
    ) : (
      text
    );
  return (
    <span style={cellStyle(behaviour.column)} title={cellTitle(behaviour.column, text)}>
      {shown}
    </span>
  );
}

function PersonalDetail({ field, value, kind }: ValueProps & { kind: PersonalKind }) {
  const resource = useResourceContext();
  const record = useRecordContext();
  // outside a resource (no record to name in the log): masked, without '보기'
  if (!resource || !record) return <span>{listText(field, value)}</span>;
  return (
    <PersonalValue
      key={String(record.id)}
      resource={resource}
      id={record.id}
      field={field.source}
      label={field.label}
      value={formatValue(field, value)}
      kind={kind}
    />
  );
}

/** A detail value: personal data behind '보기', else the kind's detail, cell or text. */
function KindDetail({ field, value, row }: ValueProps) {
  const personal = personalKindOf(field);
  if (personal) return <PersonalDetail field={field} value={value} kind={personal} />;
  const behaviour = kinds[field.kind];
  const Detail = behaviour.Detail ?? behaviour.Cell;
  if (Detail) return <Detail field={field} value={value} />;
  const text = behaviour.format(value, field, {});
  const id = linkIdOf(field, value, row);
  return (
    <Typography variant="body2" component="span">
      {field.linkTo && id !== undefined && text ? (
        <RecordLink resource={field.linkTo} id={id}>
          {text}
        </RecordLink>
      ) : (
        text
      )}
    </Typography>
  );
}

/** One field of the current record, displayed by its kind (the kind registry, kinds/index.ts). */
export const KindField = memo(function KindField({ field, variant = 'detail' }: KindFieldProps) {
  const record = useRecordContext();
  const value: unknown = record?.[field.source];
  return variant === 'cell' ? <KindCell field={field} value={value} row={record} /> : <KindDetail field={field} value={value} row={record} />;
});

/** Props react-admin reads from a field element (header label, sort, alignment), from the kind's column layout. */
export function fieldElementProps(field: FieldDeclaration): Pick<KindFieldProps, 'source' | 'label' | 'sortable' | 'textAlign'> {
  const { column } = kinds[field.kind];
  return { source: field.source, label: field.label, sortable: column.sortable, textAlign: column.align };
}
