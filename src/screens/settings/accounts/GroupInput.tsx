import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { AutocompleteInput, ReferenceInput, useNotify } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';
import { useT } from '@i18n/translate';
import type { FieldDeclaration } from '@/declarations/types';
import { validatorsFor } from '@/validation/raValidators';
import { useAppDataProvider } from '@/providers/dataProvider/useAppDataProvider';
import { useSession } from '@/providers/session';
import { grantOfRecord } from '../menuPermissions/MenuGrantInput';
import { clip } from '../menuPermissions/grantTree';

const GROUPS_PER_SEARCH = 20;

/**
 * 권한 그룹, chosen by name among every group in use: the first 20 at once, and the server searched
 * as the operator types (`GET group/list?grpName=…`) when there are more. A new account starts with
 * the chosen group's default menu permissions (within what the granter may give); an existing one
 * takes them only on '그룹 기본 권한 불러오기'.
 */
export function GroupInput({ field, fields, applyOnChange }: { field: FieldDeclaration; fields: readonly FieldDeclaration[]; applyOnChange: boolean }) {
  const t = useT();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const { menu } = useSession();
  const { setValue, getValues } = useFormContext();
  const { disabled } = useFormState();
  const validate = useMemo(() => validatorsFor(field, fields), [field, fields]);

  const applyGroup = async (grpId: unknown) => {
    if (grpId === undefined || grpId === null || grpId === '') return;
    try {
      const { data: group } = await dataProvider.getOne('group', { id: grpId as number });
      const grant = clip(grantOfRecord(group) ?? { accessMenu: [], menuAuth: [] }, menu);
      setValue('accessMenu', [...grant.accessMenu], { shouldDirty: true });
      setValue('menuAuth', [...grant.menuAuth], { shouldDirty: true, shouldValidate: grant.menuAuth.length > 0 });
      notify(t('settings.grants.groupApplied', { group: String(group.grpName ?? '') }), { type: 'info' });
    } catch (error) {
      notify(error instanceof Error ? error.message : t('workspace.failed'), { type: 'error' });
    }
  };

  return (
    <Stack direction="row" spacing={1} alignItems="flex-start">
      <ReferenceInput source={field.source} reference="group" filter={{ useYn: 'Y' }} perPage={GROUPS_PER_SEARCH} sort={{ field: 'grpId', order: 'ASC' }}>
        <AutocompleteInput
          label={field.label}
          optionText="grpName"
          filterToQuery={(text: string) => (text ? { grpName: text } : {})}
          validate={validate}
          onChange={(value: unknown) => {
            if (applyOnChange) void applyGroup(value);
          }}
          sx={{ minWidth: 320 }}
        />
      </ReferenceInput>
      {!applyOnChange && !disabled && (
        <Button size="small" sx={{ mt: 2 }} onClick={() => void applyGroup(getValues(field.source))}>
          {t('settings.grants.applyGroup')}
        </Button>
      )}
    </Stack>
  );
}
