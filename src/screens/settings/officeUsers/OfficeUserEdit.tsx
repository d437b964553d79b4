import { findScreen } from '@resources/registry';
import { GenericEdit } from '@/screens/generic/GenericEdit';
import { OfficeUserFields } from './OfficeUserFields';

const screen = findScreen('officeUser');

/** An office user's record with the department chosen by name. */
export function OfficeUserEdit() {
  if (!screen) return null;
  return (
    <GenericEdit screen={screen}>
      <OfficeUserFields mode="edit" />
    </GenericEdit>
  );
}
