import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { SimpleForm } from 'react-admin';
import { useT } from '@i18n/translate';
import { useScreenRights } from '@/auth/useScreenRights';
import type { FieldDeclaration } from '@/declarations/types';
import { preloadable } from '@/layout/preloadable';
import { useSession } from '@/providers/session';
import { formFields, formRows, hasAction, isBlockKind, isEditable, TABBED_FORM_THRESHOLD, type FormMode } from '../declaration';
import { useScreen } from '../ScreenContext';
import { DeclaredInput } from './DeclaredInput';
import { FormToolbar } from './FormToolbar';

/**
 * A record read again (refetch, panel reload) updates the form but never the fields being edited.
 * The record a save answers with is read again too: keeping "submitted successfully" through that
 * reset lets the redirect after the save past the unsaved-changes guard.
 */
const KEEP_EDITS = { keepDirtyValues: true, keepIsSubmitSuccessful: true } as const;

// the two tabs of a long form come with the long forms only (issue 35 item 3)
const TabbedDeclaredForm = preloadable(() => import('./TabbedDeclaredForm').then((module) => module.TabbedDeclaredForm)).View;

/**
 * The create/edit form of the current screen: an input per editable field, read-only values
 * for the rest (edit only), one form, or two tabs (기본 정보 / 상세 내용) when it is long. Unsaved
 * input is kept as a draft (FormToolbar's DraftNotice); leaving it asks first while signed in
 * (once the session has ended, the draft keeps it and the way to /login must not be blocked).
 */
export function GenericForm({ mode, children }: { mode: FormMode; children?: ReactNode }) {
  const screen = useScreen();
  const t = useT();
  // A record's detail without the modify flag (docs/permissions.md): every input disabled, no 저장.
  const rights = useScreenRights(screen.name);
  const readOnly = mode === 'edit' && !rights.edit;
  const warnWhenUnsavedChanges = useSession().status === 'signedIn' && !readOnly;
  const fields = formFields(screen, mode);
  const eventIdCheck = hasAction(screen, 'eventIdCheck');
  const render = (field: FieldDeclaration): ReactNode => (
    <DeclaredInput key={field.source} field={field} fields={screen.fields} mode={mode} eventIdCheck={eventIdCheck && field.source === 'eventId'} />
  );
  const renderRows = (group: readonly FieldDeclaration[]): ReactNode[] =>
    formRows(group, mode).map((row) =>
      row.length === 1 ? (
        render(row[0])
      ) : (
        <Stack key={row[0].source} direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
          {row.map(render)}
        </Stack>
      ),
    );
  const toolbar = <FormToolbar mode={mode} />;
  const notice = readOnly && (
    <Alert severity="info" sx={{ width: '100%' }} data-testid="read-only-notice">
      {t('access.readOnly')}
    </Alert>
  );

  // A bespoke workspace's own inputs in the same form, toolbar, drafts and read-only rule.
  if (children)
    return (
      <SimpleForm toolbar={toolbar} warnWhenUnsavedChanges={warnWhenUnsavedChanges} resetOptions={KEEP_EDITS} disabled={readOnly}>
        {notice}
        {children}
      </SimpleForm>
    );
  const basic = fields.filter((field) => !isBlockKind(field.kind));
  const blocks = fields.filter((field) => isBlockKind(field.kind));
  const editableCount = fields.filter((field) => isEditable(field, mode)).length;

  if (editableCount > TABBED_FORM_THRESHOLD && basic.length > 0 && blocks.length > 0) {
    return (
      <TabbedDeclaredForm
        toolbar={toolbar}
        warnWhenUnsavedChanges={warnWhenUnsavedChanges}
        resetOptions={KEEP_EDITS}
        disabled={readOnly}
        basic={
          <>
            {notice}
            {renderRows(basic)}
          </>
        }
        detail={renderRows(blocks)}
      />
    );
  }
  return (
    <SimpleForm toolbar={toolbar} warnWhenUnsavedChanges={warnWhenUnsavedChanges} resetOptions={KEEP_EDITS} disabled={readOnly}>
      {notice}
      {renderRows(fields)}
    </SimpleForm>
  );
}
