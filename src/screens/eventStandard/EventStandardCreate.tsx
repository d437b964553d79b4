import { findScreen } from '@resources/registry';
import { GenericCreate } from '@/screens/generic/GenericCreate';
import { EventStandardFields } from './EventStandardFields';

const screen = findScreen('eventStandard');

/** /eventStandard/create: a new standard, its choices from the server. */
export function EventStandardCreate() {
  if (!screen) return null;
  return (
    <GenericCreate screen={screen}>
      <EventStandardFields mode="create" />
    </GenericCreate>
  );
}
