import { findScreen } from '@resources/registry';
import { GenericCreate } from '@/screens/generic/GenericCreate';
import { OfficeUserFields } from './OfficeUserFields';

const screen = findScreen('officeUser');

/** An office user's new record with the department chosen by name. */
export function OfficeUserCreate() {
  if (!screen) return null;
  return (
    <GenericCreate screen={screen}>
      <OfficeUserFields mode="create" />
    </GenericCreate>
  );
}
