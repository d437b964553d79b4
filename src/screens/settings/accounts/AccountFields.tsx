import Stack from '@mui/material/Stack';
import type { FieldDeclaration } from '@/declarations/types';
import { DeclaredInput } from '@/screens/generic/form/DeclaredInput';
import { useScreen } from '@/screens/generic/ScreenContext';
import { MenuGrantInput } from '../menuPermissions/MenuGrantInput';
import { AccountActions } from './AccountActions';
import { AdminIdInput } from './AdminIdInput';
import { GroupInput } from './GroupInput';
import { PasswordSetupInput } from './PasswordSetup';

/**
 * The account form (/user/create, /user/{adminId}): the declared person fields, the group chosen
 * by name, on create the first password, and the menu permissions; on an existing account its
 * 복제 and 비밀번호 초기화 above the form.
 */
export function AccountFields({ mode }: { mode: 'create' | 'edit' }) {
  const { fields } = useScreen();
  const field = (source: string): FieldDeclaration => {
    const found = fields.find((candidate) => candidate.source === source);
    if (!found) throw new Error(`user: no field ${source}`);
    return found;
  };
  const declared = (source: string) => <DeclaredInput key={source} field={field(source)} fields={fields} mode={mode} />;
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      {mode === 'edit' && <AccountActions />}
      {mode === 'create' ? <AdminIdInput field={field('adminId')} fields={fields} /> : declared('adminId')}
      {declared('adminName')}
      {declared('adminHp')}
      {declared('adminEmail')}
      <GroupInput field={field('grpId')} fields={fields} applyOnChange={mode === 'create'} />
      {declared('useYn')}
      {mode === 'edit' && declared('lastLoginDt')}
      {mode === 'create' && <PasswordSetupInput />}
      <MenuGrantInput />
    </Stack>
  );
}
