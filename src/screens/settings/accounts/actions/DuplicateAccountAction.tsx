import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useRedirect, type RaRecord } from 'react-admin';
import { useT } from '@i18n/translate';
import { formatMobileInput } from '@/auth/mobileInput';
import { useScreen } from '@/screens/generic/ScreenContext';
import { ActionDialog } from '@/screens/shared/ActionDialog';
import { OpenDialogButton } from '@/screens/shared/OpenDialogButton';
import { useDialog } from '@/screens/shared/useDialog';
import { validateAdminId, validateEmail, validateMobile, validateRequired } from '@/validation/rules';
import { fieldErrorsOf } from '../../shared/fieldErrors';
import { freshPasswordSetup, PasswordSetup, passwordSetupProblem } from '../PasswordSetup';
import { passwordFields } from '../accountBody';
import { useAdminIdCheck } from '../useAdminIdCheck';
import { useDuplicateAccount } from '../useAccountActions';
import type { Admin } from '@/types/records';

/** The new account's person, each field as its input holds it. */
type Person = Required<Pick<Admin, 'adminId' | 'adminName' | 'adminHp' | 'adminEmail'>>;
const EMPTY: Person = { adminId: '', adminName: '', adminHp: '', adminEmail: '' };

/**
 * 복제 (POST admin/duplicate): a new account with this one's group, menus and flags; only its id,
 * name, mobile, e-mail and first password are asked. The server's refusals show beside their inputs.
 */
export function DuplicateAccountAction({ source }: { source: RaRecord }) {
  const t = useT();
  const { fields } = useScreen();
  const label = (source: keyof Person) => fields.find((field) => field.source === source)?.label ?? source;
  const redirect = useRedirect();
  const dialog = useDialog<Person>(() => EMPTY);
  const person = dialog.value;
  const [setup, setSetup] = useState(freshPasswordSetup);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const check = useAdminIdCheck(person.adminId, dialog.open);
  const duplicate = useDuplicateAccount((adminId) => {
    dialog.close();
    redirect('edit', 'user', adminId);
  });
  const server = fieldErrorsOf(duplicate.error);

  const problemsOf = (): Record<string, string> => {
    const found: Record<string, string | undefined> = {
      adminId:
        validateRequired(person.adminId, label('adminId')) ??
        validateAdminId(person.adminId) ??
        (check === 'taken' ? t('settings.account.idTaken') : undefined),
      adminName: validateRequired(person.adminName, label('adminName')),
      adminHp: validateRequired(person.adminHp, label('adminHp')) ?? validateMobile(person.adminHp),
      adminEmail: validateRequired(person.adminEmail, label('adminEmail')) ?? validateEmail(person.adminEmail),
      adminPwd: passwordSetupProblem(setup, t),
    };
    return Object.fromEntries(Object.entries(found).filter((entry): entry is [string, string] => !!entry[1]));
  };
  const submit = () => {
    const found = problemsOf();
    setProblems(found);
    if (Object.keys(found).length === 0)
      duplicate.mutate({ srcAdminId: String(source.adminId), ...person, adminId: person.adminId.trim(), ...passwordFields(setup) });
  };
  const idHelper =
    check === 'free' ? t('settings.account.idAvailable') : check === 'checking' ? t('settings.account.idChecking') : t('settings.account.idRule');
  const input = (name: keyof Person, helper = ' ') => (
    <TextField
      key={name}
      name={name}
      label={label(name)}
      value={person[name]}
      onChange={(event) => {
        dialog.setValue({ ...person, [name]: name === 'adminHp' ? formatMobileInput(event.target.value) : event.target.value });
        // What was refused is being corrected: the old refusal no longer stands beside it.
        setProblems(({ [name]: _fixed, ...rest }) => rest);
        if (duplicate.error) duplicate.reset();
      }}
      error={Boolean(problems[name] ?? server[name])}
      helperText={problems[name] ?? server[name] ?? helper}
      size="small"
      fullWidth
      autoComplete="off"
    />
  );
  return (
    <>
      <OpenDialogButton
        dialog={dialog}
        write={duplicate}
        onOpen={() => {
          setSetup(freshPasswordSetup());
          setProblems({});
        }}
      >
        {t('settings.account.actions.duplicate')}
      </OpenDialogButton>
      <ActionDialog
        open={dialog.open}
        title={t('settings.account.duplicate.title')}
        onClose={dialog.close}
        onSubmit={submit}
        pending={duplicate.isPending}
        error={Object.keys(server).length ? null : duplicate.error}
      >
        <Typography>{t('settings.account.duplicate.guide', { source: String(source.adminId) })}</Typography>
        {input('adminId', idHelper)}
        {input('adminName')}
        {input('adminHp')}
        {input('adminEmail')}
        <PasswordSetup value={setup} onChange={setSetup} error={problems.adminPwd ?? server.adminPwd} disabled={duplicate.isPending} />
      </ActionDialog>
    </>
  );
}
