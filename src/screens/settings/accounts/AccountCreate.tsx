import { findScreen } from '@resources/registry';
import { GenericCreate } from '@/screens/generic/GenericCreate';
import { accountBody } from './accountBody';
import { AccountFields } from './AccountFields';

const screen = findScreen('user');

/** /user/create: a new admin account (POST admin/create). */
export function AccountCreate() {
  if (!screen) return null;
  return (
    <GenericCreate screen={screen} transform={(values) => accountBody('create', values)}>
      <AccountFields mode="create" />
    </GenericCreate>
  );
}
