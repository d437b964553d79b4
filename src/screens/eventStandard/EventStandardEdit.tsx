import { findScreen } from '@resources/registry';
import { GenericEdit } from '@/screens/generic/GenericEdit';
import { EventStandardFields } from './EventStandardFields';

const screen = findScreen('eventStandard');

/** /eventStandard/{id}: a standard (GET eventStandard/{id}), saved by POST save, deleted after a confirmation. */
export function EventStandardEdit() {
  if (!screen) return null;
  return (
    <GenericEdit screen={screen}>
      <EventStandardFields mode="edit" />
    </GenericEdit>
  );
}
