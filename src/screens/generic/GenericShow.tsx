import { EditButton, ListButton, Show, SimpleShowLayout, TopToolbar } from 'react-admin';
import { useT } from '@i18n/translate';
import { useScreenRights } from '@/auth/useScreenRights';
import type { ScreenDeclaration } from '@/declarations/types';
import { Panel } from '@/layout/Panel';
import { viewsOf } from './declaration';
import { KindField } from './fields/KindField';
import { ShowFailure, useDetailQueryOptions } from './LoadFailures';
import { ScreenProvider } from './ScreenContext';
import { RecordApprovalNotice } from './sections/RecordApprovalNotice';
import { RecordSections } from './sections/RecordSections';

/**
 * The detail of any declaration: every field, read-only and formatted (rich text through
 * DOMPurify). A failed read says it could not be loaded, with a retry; a 404 goes back to the list.
 */
export function GenericShow({ screen }: { screen: ScreenDeclaration }) {
  const t = useT();
  const title = t('screen.detailTitle', { label: screen.label });
  const queryOptions = useDetailQueryOptions(screen.name);
  const canEdit = useScreenRights(screen.name).edit;
  return (
    <ScreenProvider screen={screen}>
      <Panel title={title}>
        <Show
          resource={screen.name}
          title={title}
          disableAuthentication
          queryOptions={queryOptions}
          error={<ShowFailure />}
          actions={
            <TopToolbar>
              <ListButton label={t('genericActions.list')} />
              {viewsOf(screen).edit && canEdit && <EditButton label={t('common.update')} />}
            </TopToolbar>
          }
        >
          <RecordApprovalNotice />
          <SimpleShowLayout>
            {screen.fields.map((field) => (
              <KindField key={field.source} field={field} source={field.source} label={field.label} />
            ))}
          </SimpleShowLayout>
          <RecordSections />
        </Show>
      </Panel>
    </ScreenProvider>
  );
}
