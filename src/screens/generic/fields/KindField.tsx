import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ReferenceField, TextField, useRecordContext } from 'react-admin';
import type { FieldDeclaration } from '@/declarations/types';
import { attachmentNames, formatValue, htmlToText } from '@/format';
import { RecordLink } from '@/screens/shared/RecordLink';
import { useCodes } from '../useCodes';
import { ImagePreview } from './ImagePreview';
import { SafeHtml } from './SafeHtml';

export interface KindFieldProps {
  field: FieldDeclaration;
  /** 'cell' keeps long values short (list cells); 'detail' shows everything (show, read-only form fields). */
  variant?: 'cell' | 'detail';
  /** Read by react-admin (Datagrid header, SimpleShowLayout label); the value comes from `field`. */
  source?: string;
  label?: string;
  sortable?: boolean;
  sortBy?: string;
  textAlign?: 'left' | 'right' | 'center';
}

const CELL_TEXT_LIMIT = 40;
const shorten = (text: string) => (text.length > CELL_TEXT_LIMIT ? `${text.slice(0, CELL_TEXT_LIMIT)}…` : text);

function CodeText({ field, value }: { field: FieldDeclaration; value: unknown }) {
  const { codes } = useCodes(field.codeGroup);
  return <Typography variant="body2" component="span">{formatValue(field, value, { codes })}</Typography>;
}

/** One field of the current record, displayed by kind with the spec §5 formats. */
export function KindField({ field, variant = 'detail' }: KindFieldProps) {
  const record = useRecordContext();
  const value: unknown = record?.[field.source];
  switch (field.kind) {
    case 'code':
      return <CodeText field={field} value={value} />;
    case 'reference':
      return field.reference ? (
        <ReferenceField source={field.source} reference={field.reference} link={false}>
          {field.referenceLabel ? <TextField source={field.referenceLabel} /> : undefined}
        </ReferenceField>
      ) : null;
    case 'richText':
      return variant === 'cell' ? <span>{shorten(htmlToText(value))}</span> : <SafeHtml html={value} />;
    case 'image':
      return <ImagePreview url={value} alt={field.label} size={variant === 'cell' ? 48 : 240} />;
    case 'attachments': {
      const names = attachmentNames(value);
      if (names.length === 0 && variant === 'detail') return <Typography variant="body2" color="text.secondary">첨부된 파일이 없습니다.</Typography>;
      return (
        <Stack direction="row" spacing={0.5} flexWrap="wrap" useFlexGap>
          {names.map((name) => (
            <Chip key={name} label={name} size="small" variant="outlined" />
          ))}
        </Stack>
      );
    }
    default: {
      const text = formatValue(field, value);
      if (field.linkTo && text) return <RecordLink resource={field.linkTo} id={String(value)}>{text}</RecordLink>;
      return (
        <Typography variant="body2" component="span" sx={field.kind === 'longText' && variant === 'detail' ? { whiteSpace: 'pre-wrap' } : undefined}>
          {variant === 'cell' && field.kind === 'longText' ? shorten(text) : text}
        </Typography>
      );
    }
  }
}

const rightAligned: readonly FieldDeclaration['kind'][] = ['number', 'won'];

/** Props react-admin reads from a field element (header label, sort, alignment). */
export function fieldElementProps(field: FieldDeclaration): Pick<KindFieldProps, 'source' | 'label' | 'sortable' | 'textAlign'> {
  const sortable = !['richText', 'attachments', 'image'].includes(field.kind);
  return { source: field.source, label: field.label, sortable, textAlign: rightAligned.includes(field.kind) ? 'right' : undefined };
}
