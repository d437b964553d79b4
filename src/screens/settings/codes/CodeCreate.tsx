import { findScreen } from '@resources/registry';
import { GenericCreate } from '@/screens/generic/GenericCreate';
import { CodeFields } from './CodeFields';

const screen = findScreen('code');

/** /code/create: a common code, its name checked in its group. */
export function CodeCreate() {
  if (!screen) return null;
  return (
    <GenericCreate screen={screen}>
      <CodeFields mode="create" />
    </GenericCreate>
  );
}
