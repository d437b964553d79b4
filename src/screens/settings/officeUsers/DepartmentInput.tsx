import { SelectInput } from 'react-admin';
import type { FieldDeclaration } from '@/declarations/types';
import { validatorsFor } from '@/validation/raValidators';
import { useDepartments } from './useDepartments';

/** 부서 of an office user, chosen among the departments in use (the server copies its name to the user). */
export function DepartmentInput({ field, fields }: { field: FieldDeclaration; fields: readonly FieldDeclaration[] }) {
  const { list } = useDepartments();
  const choices = (list.data ?? []).filter((dept) => dept.useYn !== 'N');
  return (
    <SelectInput
      source={field.source}
      label={field.label}
      choices={choices}
      optionValue="deptId"
      optionText="deptName"
      validate={validatorsFor(field, fields)}
      isPending={list.isPending}
      sx={{ minWidth: 240 }}
    />
  );
}
