import { findScreen } from '@resources/registry';
import { GenericEdit } from '@/screens/generic/GenericEdit';
import { accountBody } from './accountBody';
import { AccountFields } from './AccountFields';

const screen = findScreen('user');

/** /user/{adminId}: an account read with POST admin/detail, saved with PUT admin/update (read-only without 수정). */
export function AccountEdit() {
  if (!screen) return null;
  return (
    <GenericEdit screen={screen} transform={(values) => accountBody('edit', values)}>
      <AccountFields mode="edit" />
    </GenericEdit>
  );
}
