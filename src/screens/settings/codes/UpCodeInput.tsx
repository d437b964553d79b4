import { SelectInput } from 'react-admin';
import { useT } from '@i18n/translate';
import type { FieldDeclaration } from '@/declarations/types';
import type { FormMode } from '@/screens/generic/declaration';
import { useCodeGroups } from './tree/useCodeTree';

/**
 * 상위 코드 chosen among the code groups by name (empty: the code is a group itself). Fixed once
 * the code exists (the server keeps a code in its group).
 */
export function UpCodeInput({ field, mode }: { field: FieldDeclaration; mode: FormMode }) {
  const t = useT();
  const { groups } = useCodeGroups();
  const choices = (groups.data ?? []).map((group) => ({ id: String(group.codeId), name: `${String(group.codeName ?? '')} (${String(group.codeId)})` }));
  return (
    <SelectInput
      source={field.source}
      label={field.label}
      choices={choices}
      isPending={groups.isPending}
      emptyText={t('settings.codes.tree.isGroup')}
      emptyValue=""
      disabled={mode === 'edit'}
      sx={{ minWidth: 320 }}
    />
  );
}
