import type { ReactNode } from 'react';
import { Create } from 'react-admin';
import { useT } from '@i18n/translate';
import type { ScreenDeclaration } from '@/declarations/types';
import { Panel } from '@/layout/Panel';
import { toPayload } from './declaration';
import { GenericForm } from './form/GenericForm';
import { ScreenProvider } from './ScreenContext';

type Transform = (data: Record<string, unknown>) => Record<string, unknown>;

/**
 * The create screen of any declaration; the route guard (guardedResource) has checked the 'create'
 * right. A bespoke workspace passes its own inputs (`children`), body (`transform`) and redirect.
 */
export function GenericCreate({
  screen,
  children,
  transform,
  redirect = 'list',
}: {
  screen: ScreenDeclaration;
  children?: ReactNode;
  transform?: Transform;
  redirect?: 'list' | 'edit';
}) {
  const t = useT();
  const title = t('screen.createTitle', { label: screen.label });
  return (
    <ScreenProvider screen={screen}>
      <Panel title={title}>
        <Create
          resource={screen.name}
          title={title}
          redirect={redirect}
          disableAuthentication
          transform={transform ?? ((data: Record<string, unknown>) => toPayload(screen, 'create', data))}
        >
          <GenericForm mode="create">{children}</GenericForm>
        </Create>
      </Panel>
    </ScreenProvider>
  );
}
