import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useRecordContext } from 'react-admin';
import { useController, useFormState } from 'react-hook-form';
import { useT } from '@i18n/translate';
import type { MenuAuthEntry, MenuGrant } from '@resources/menuGrants';
import { useSession } from '@/providers/session';
import { MenuGrantTree } from './MenuGrantTree';

/** The grant a record carries (an account's or group's detail), or none (a new one). */
export function grantOfRecord(record: Record<string, unknown> | undefined): MenuGrant | undefined {
  if (!record || !Array.isArray(record.accessMenu)) return undefined;
  return { accessMenu: record.accessMenu as string[], menuAuth: Array.isArray(record.menuAuth) ? (record.menuAuth as MenuAuthEntry[]) : [] };
}

/**
 * The tree as a react-admin input over `accessMenu` and `menuAuth` (docs/api.md, "Menu grants").
 * At least one menu must be open: an empty accessMenu would mean every menu (spec §4).
 */
export function MenuGrantInput() {
  const t = useT();
  const record = useRecordContext();
  const original = useMemo(() => grantOfRecord(record), [record]);
  const { menu } = useSession();
  const { disabled } = useFormState();
  const access = useController({ name: 'accessMenu', defaultValue: [] });
  const auth = useController({
    name: 'menuAuth',
    defaultValue: [],
    rules: { validate: (value: unknown) => (Array.isArray(value) && value.length > 0) || t('settings.grants.required') },
  });
  const value: MenuGrant = {
    accessMenu: (access.field.value as string[] | undefined) ?? [],
    menuAuth: (auth.field.value as MenuAuthEntry[] | undefined) ?? [],
  };
  const error = auth.fieldState.error?.message;
  return (
    <Stack spacing={1} sx={{ width: '100%' }} data-testid="menu-grants">
      <Typography variant="subtitle2">{t('settings.grants.title')}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t('settings.grants.help')}
      </Typography>
      <MenuGrantTree
        menu={menu}
        value={value}
        original={original}
        disabled={disabled}
        onChange={(grant) => {
          access.field.onChange([...grant.accessMenu]);
          auth.field.onChange([...grant.menuAuth]);
        }}
      />
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Stack>
  );
}
