import { Create } from 'react-admin';
import type { ScreenDeclaration } from '@/declarations/types';
import { Panel } from '@/layout/Panel';
import { toPayload } from './declaration';
import { GenericForm } from './form/GenericForm';
import { ScreenProvider } from './ScreenContext';

/** The create screen of any declaration; the route guard (guardedResource) has checked the 'create' right. */
export function GenericCreate({ screen }: { screen: ScreenDeclaration }) {
  const title = `${screen.label} 등록`;
  return (
    <ScreenProvider screen={screen}>
      <Panel title={title}>
        <Create
          resource={screen.name}
          title={title}
          redirect="list"
          disableAuthentication
          transform={(data: Record<string, unknown>) => toPayload(screen, 'create', data)}
        >
          <GenericForm mode="create" />
        </Create>
      </Panel>
    </ScreenProvider>
  );
}
