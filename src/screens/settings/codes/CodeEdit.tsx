import { findScreen } from '@resources/registry';
import { GenericEdit } from '@/screens/generic/GenericEdit';
import { CodeFields } from './CodeFields';

const screen = findScreen('code');

/** /code/{codeId}: a common code, its name checked in its group. */
export function CodeEdit() {
  if (!screen) return null;
  return (
    <GenericEdit screen={screen}>
      <CodeFields mode="edit" />
    </GenericEdit>
  );
}
