import { useState, type ReactNode } from 'react';
import { Edit, type EditControllerResult } from 'react-admin';
import { useT } from '@i18n/translate';
import { useScreenRights } from '@/auth/useScreenRights';
import type { ScreenDeclaration } from '@/declarations/types';
import { Panel } from '@/layout/Panel';
import { toPayload } from './declaration';
import { ConflictProvider, useConflictHandling } from './form/conflict';
import { GenericForm } from './form/GenericForm';
import { MaskedFieldsContext, withoutMasked } from './form/maskedFields';
import { EditFailure, useDetailQueryOptions } from './LoadFailures';
import { ScreenProvider } from './ScreenContext';
import { RecordApprovalNotice } from './sections/RecordApprovalNotice';
import { RecordSections } from './sections/RecordSections';

/** The form once the record is read; the failure (with a retry) when it could not be. */
const renderEdit =
  (children?: ReactNode) =>
  ({ record, error }: EditControllerResult) => {
    if (record)
      return (
        <>
          <RecordApprovalNotice />
          <GenericForm mode="edit">{children}</GenericForm>
          <RecordSections />
        </>
      );
    return error ? <EditFailure /> : null;
  };

type Transform = (data: Record<string, unknown>) => Record<string, unknown>;

/**
 * The edit screen of any declaration. Pessimistic: the PUT happens on save (with the `rev` it
 * read), a server error is shown with its `msg` and the form keeps what the user typed; a 409
 * keeps it too and offers the record as saved by the other operator. A later failed read (a
 * refetch) never takes the form and its input away. The route guard (guardedResource) has
 * checked the right to read; without the modify flag the form is read-only. A bespoke workspace
 * passes its own inputs (`children`) and body (`transform`).
 */
export function GenericEdit({ screen, children, transform }: { screen: ScreenDeclaration; children?: ReactNode; transform?: Transform }) {
  const t = useT();
  // Without the modify flag the same route is the record's read-only detail (docs/permissions.md).
  const title = t(useScreenRights(screen.name).edit ? 'screen.editTitle' : 'screen.detailTitle', { label: screen.label });
  const queryOptions = useDetailQueryOptions(screen.name);
  const conflicts = useConflictHandling();
  // personal fields never revealed are not sent back (issue 34 item 5)
  const [masked] = useState(() => new Set<string>());
  const save = transform ?? ((data: Record<string, unknown>) => toPayload(screen, 'edit', data));
  return (
    <MaskedFieldsContext.Provider value={masked}>
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
              transform={(data: Record<string, unknown>) => save(withoutMasked(data, masked))}
              render={renderEdit(children)}
            />
          </Panel>
        </ConflictProvider>
      </ScreenProvider>
    </MaskedFieldsContext.Provider>
  );
}
