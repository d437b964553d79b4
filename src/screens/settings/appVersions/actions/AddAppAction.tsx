import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useT } from '@i18n/translate';
import { ActionDialog } from '@/screens/shared/ActionDialog';
import { OpenDialogButton } from '@/screens/shared/OpenDialogButton';
import { useDialog } from '@/screens/shared/useDialog';
import { fieldErrorsOf } from '../../shared/fieldErrors';
import type { useVersionApps } from '../useVersionApps';

type AddMutation = ReturnType<typeof useVersionApps>['add'];

/** '앱 추가': an app name and its package id; the server's refusal shown beside its input, the dialog kept open. */
export function AddAppAction({ add }: { add: AddMutation }) {
  const t = useT();
  const dialog = useDialog(() => ({ appName: '', bundleId: '' }));
  const app = dialog.value;
  const [problem, setProblem] = useState<string>();
  const server = fieldErrorsOf(add.error);
  const submit = () => {
    if (!app.appName.trim() || !app.bundleId.trim()) return setProblem(t('settings.apps.required'));
    setProblem(undefined);
    add.mutate({ appName: app.appName.trim(), bundleId: app.bundleId.trim() }, { onSuccess: dialog.close });
  };
  const input = (name: 'appName' | 'bundleId') => (
    <TextField
      name={name}
      label={t(`settings.apps.${name}`)}
      value={app[name]}
      onChange={(event) => dialog.setValue({ ...app, [name]: event.target.value })}
      error={Boolean(server[name])}
      helperText={server[name] ?? (name === 'bundleId' ? t('settings.apps.bundleHelp') : ' ')}
      size="small"
      fullWidth
      autoComplete="off"
    />
  );
  return (
    <>
      <OpenDialogButton dialog={dialog} write={add} onOpen={() => setProblem(undefined)}>
        {t('settings.apps.add')}
      </OpenDialogButton>
      <ActionDialog
        open={dialog.open}
        title={t('settings.apps.add')}
        onClose={dialog.close}
        onSubmit={submit}
        pending={add.isPending}
        error={problem ? new Error(problem) : Object.keys(server).length ? null : add.error}
      >
        {input('appName')}
        {input('bundleId')}
      </ActionDialog>
    </>
  );
}
