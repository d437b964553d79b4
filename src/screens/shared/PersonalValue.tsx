import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useCanAccess, type Identifier } from 'react-admin';
import { useT } from '@i18n/translate';
import type { PersonalKind } from '@/declarations/types';
import { formatPhone } from '@/format';

/**
 * A personal value on a detail (issue 11): masked, with '보기' for an admin allowed to modify the
 * resource. A stand-in with the props of the shared reveal component another workspace builds
 * (which also logs each reveal on the server): swap it in at merge, same props.
 */
export interface PersonalValueProps {
  resource: string;
  id: Identifier;
  field: string;
  value: unknown;
  kind: PersonalKind;
  /** The field's label, for the reveal button's accessible name. */
  label?: string;
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** '김민준' → '김*준', '김민' → '김*'; '010-1234-5678' → '010-****-5678'; 'abcd@x.com' → 'ab***@x.com'; a number → its last 4. */
export function maskPersonal(kind: PersonalKind, value: unknown): string {
  const raw = text(value);
  if (!raw) return '';
  if (kind === 'name') {
    const chars = [...raw];
    return chars.length <= 2 ? `${chars[0]}*` : `${chars[0]}${'*'.repeat(chars.length - 2)}${chars.at(-1) ?? ''}`;
  }
  if (kind === 'phone') {
    const formatted = formatPhone(raw);
    const parts = formatted.split('-');
    return parts.length === 3 ? `${parts[0]}-${'*'.repeat(parts[1].length)}-${parts[2]}` : formatted.replace(/\d(?=\d{4})/g, '*');
  }
  if (kind === 'email') {
    const [local, domain = ''] = raw.split('@');
    return `${local.slice(0, 2)}***@${domain}`;
  }
  const digits = raw.replace(/\D/g, '');
  return digits.length > 4 ? `****${digits.slice(-4)}` : raw;
}

export const showPersonal = (kind: PersonalKind, value: unknown) => (kind === 'phone' ? formatPhone(value) : text(value));

export function PersonalValue({ resource, value, kind, label, field }: PersonalValueProps) {
  const t = useT();
  const [shown, setShown] = useState(false);
  const { canAccess } = useCanAccess({ resource, action: 'edit' });
  if (!text(value)) return null;
  return (
    <Stack direction="row" spacing={0.5} alignItems="center" component="span">
      <span data-personal={field}>{shown ? showPersonal(kind, value) : maskPersonal(kind, value)}</span>
      {canAccess && (
        <Button size="small" sx={{ minWidth: 0, px: 0.75, py: 0 }} aria-label={t('workspace.revealLabel', { field: label ?? field })} onClick={() => setShown((current) => !current)}>
          {shown ? t('workspace.hide') : t('workspace.reveal')}
        </Button>
      )}
    </Stack>
  );
}
