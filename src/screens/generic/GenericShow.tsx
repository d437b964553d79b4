import { EditButton, ListButton, Show, SimpleShowLayout, TopToolbar } from 'react-admin';
import type { ScreenDeclaration } from '@/declarations/types';
import { Panel } from '@/layout/Panel';
import { viewsOf } from './declaration';
import { KindField } from './fields/KindField';
import { ScreenProvider } from './ScreenContext';

/** The detail of any declaration: every field, read-only and formatted (rich text through DOMPurify). */
export function GenericShow({ screen }: { screen: ScreenDeclaration }) {
  const title = `${screen.label} 상세`;
  return (
    <ScreenProvider screen={screen}>
      <Panel title={title}>
        <Show
          resource={screen.name}
          title={title}
          disableAuthentication
          actions={
            <TopToolbar>
              <ListButton label="목록" />
              {viewsOf(screen).edit && <EditButton label="수정" />}
            </TopToolbar>
          }
        >
          <SimpleShowLayout>
            {screen.fields.map((field) => (
              <KindField key={field.source} field={field} source={field.source} label={field.label} />
            ))}
          </SimpleShowLayout>
        </Show>
      </Panel>
    </ScreenProvider>
  );
}
