import { findScreen } from '@resources/registry';
import { GenericEdit } from '@/screens/generic/GenericEdit';
import { groupBody } from './groupBody';
import { GroupFields } from './GroupFields';

const screen = findScreen('group');

/** /group/{grpId}: read with GET group/{id}, saved with PUT group/{id} (read-only without 수정). */
export function GroupEdit() {
  if (!screen) return null;
  return (
    <GenericEdit screen={screen} transform={(values) => groupBody(screen, 'edit', values)}>
      <GroupFields mode="edit" />
    </GenericEdit>
  );
}
