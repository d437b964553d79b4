import { useT } from '@i18n/translate';

/** The longest name a view takes (the server's rule too: docs/api.md "Saved views"). */
export const VIEW_NAME_MAX = 50;

/** The name's problem, said under the field when 저장 is pressed. */
export function useNameProblem() {
  const t = useT();
  return (name: string) =>
    !name.trim() ? t('ux.views.nameRequired') : name.trim().length > VIEW_NAME_MAX ? t('ux.views.nameTooLong', { max: VIEW_NAME_MAX }) : undefined;
}
