import { Create } from 'react-admin';
import type { ScreenDeclaration } from '@/declarations/types';
import { toPayload } from './declaration';
import { GenericForm } from './form/GenericForm';
import { ScreenProvider } from './ScreenContext';

/** The create screen of any declaration; react-admin checks the 'create' right (no form without it). */
export function GenericCreate({ screen }: { screen: ScreenDeclaration }) {
  return (
    <ScreenProvider screen={screen}>
      <Create
        resource={screen.name}
        title={`${screen.label} 등록`}
        redirect="list"
        transform={(data: Record<string, unknown>) => toPayload(screen, 'create', data)}
      >
        <GenericForm mode="create" />
      </Create>
    </ScreenProvider>
  );
}
