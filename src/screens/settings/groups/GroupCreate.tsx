import { findScreen } from '@resources/registry';
import { GenericCreate } from '@/screens/generic/GenericCreate';
import { groupBody } from './groupBody';
import { GroupFields } from './GroupFields';

const screen = findScreen('group');

/** /group/create: a role group and its default menu permissions (POST group). */
export function GroupCreate() {
  if (!screen) return null;
  return (
    <GenericCreate screen={screen} transform={(values) => groupBody(screen, 'create', values)}>
      <GroupFields mode="create" />
    </GenericCreate>
  );
}
