import { Edit } from 'react-admin';
import type { ScreenDeclaration } from '@/declarations/types';
import { toPayload } from './declaration';
import { GenericForm } from './form/GenericForm';
import { ScreenProvider } from './ScreenContext';

/**
 * The edit screen of any declaration. Pessimistic: the PUT happens on save, a server error is
 * shown with its `msg` and the form keeps what the user typed. react-admin checks the 'edit' right.
 */
export function GenericEdit({ screen }: { screen: ScreenDeclaration }) {
  return (
    <ScreenProvider screen={screen}>
      <Edit
        resource={screen.name}
        title={`${screen.label} 수정`}
        mutationMode="pessimistic"
        redirect="list"
        transform={(data: Record<string, unknown>) => toPayload(screen, 'edit', data)}
      >
        <GenericForm mode="edit" />
      </Edit>
    </ScreenProvider>
  );
}
