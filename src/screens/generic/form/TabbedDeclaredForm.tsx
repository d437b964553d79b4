import type { ReactElement, ReactNode } from 'react';
import { TabbedForm } from 'react-admin';
import { useT } from '@i18n/translate';

export interface TabbedDeclaredFormProps {
  toolbar: ReactElement;
  warnWhenUnsavedChanges: boolean;
  resetOptions: { keepDirtyValues: boolean; keepIsSubmitSuccessful: boolean };
  disabled: boolean;
  /** 기본 정보: the short inputs (and the read-only notice). */
  basic: ReactNode;
  /** 상세 내용: the block inputs (rich text, images, attachments). */
  detail: ReactNode;
}

/**
 * A long generic form in two tabs (GenericForm), in a chunk of its own: most forms are one
 * SimpleForm, and MUI's tabs come only with the long ones (issue 35 item 3: light deep links).
 */
export function TabbedDeclaredForm({ toolbar, warnWhenUnsavedChanges, resetOptions, disabled, basic, detail }: TabbedDeclaredFormProps) {
  const t = useT();
  return (
    <TabbedForm toolbar={toolbar} warnWhenUnsavedChanges={warnWhenUnsavedChanges} resetOptions={resetOptions} disabled={disabled}>
      <TabbedForm.Tab label={t('screen.formTabs.basic')}>{basic}</TabbedForm.Tab>
      <TabbedForm.Tab label={t('screen.formTabs.detail')}>{detail}</TabbedForm.Tab>
    </TabbedForm>
  );
}
