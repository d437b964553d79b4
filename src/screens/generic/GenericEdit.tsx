import { Edit, type EditControllerResult } from 'react-admin';
import type { ScreenDeclaration } from '@/declarations/types';
import { Panel } from '@/layout/Panel';
import { toPayload } from './declaration';
import { ConflictProvider, useConflictHandling } from './form/conflict';
import { GenericForm } from './form/GenericForm';
import { EditFailure, useDetailQueryOptions } from './LoadFailures';
import { ScreenProvider } from './ScreenContext';

/** The form once the record is read; the failure (with a retry) when it could not be. */
function renderEdit({ record, error }: EditControllerResult) {
  if (record) return <GenericForm mode="edit" />;
  return error ? <EditFailure /> : null;
}

/**
 * The edit screen of any declaration. Pessimistic: the PUT happens on save (with the `rev` it
 * read), a server error is shown with its `msg` and the form keeps what the user typed; a 409
 * keeps it too and offers the record as saved by the other operator. A later failed read (a
 * refetch) never takes the form and its input away. The route guard (guardedResource) has
 * checked the 'edit' right.
 */
export function GenericEdit({ screen }: { screen: ScreenDeclaration }) {
  const title = `${screen.label} 수정`;
  const queryOptions = useDetailQueryOptions(screen.name);
  const conflicts = useConflictHandling();
  return (
    <ScreenProvider screen={screen}>
      <ConflictProvider value={conflicts.state}>
        <Panel title={title}>
          <Edit
            resource={screen.name}
            title={title}
            mutationMode="pessimistic"
            redirect="list"
            disableAuthentication
            queryOptions={queryOptions}
            mutationOptions={conflicts.mutationOptions}
            transform={(data: Record<string, unknown>) => toPayload(screen, 'edit', data)}
            render={renderEdit}
          />
        </Panel>
      </ConflictProvider>
    </ScreenProvider>
  );
}
