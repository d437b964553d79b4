import { Edit } from 'react-admin';
import type { ScreenDeclaration } from '@/declarations/types';
import { Panel } from '@/layout/Panel';
import { toPayload } from './declaration';
import { GenericForm } from './form/GenericForm';
import { ScreenProvider } from './ScreenContext';

/**
 * The edit screen of any declaration. Pessimistic: the PUT happens on save, a server error is
 * shown with its `msg` and the form keeps what the user typed. The route guard (guardedResource)
 * has checked the 'edit' right.
 */
export function GenericEdit({ screen }: { screen: ScreenDeclaration }) {
  const title = `${screen.label} 수정`;
  return (
    <ScreenProvider screen={screen}>
      <Panel title={title}>
        <Edit
          resource={screen.name}
          title={title}
          mutationMode="pessimistic"
          redirect="list"
          disableAuthentication
          transform={(data: Record<string, unknown>) => toPayload(screen, 'edit', data)}
        >
          <GenericForm mode="edit" />
        </Edit>
      </Panel>
    </ScreenProvider>
  );
}
