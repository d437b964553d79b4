import SaveIcon from '@mui/icons-material/SaveOutlined';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNotify } from 'react-admin';
import { useT } from '@i18n/translate';
import { useAppDataProvider } from '@/providers/dataProvider/useAppDataProvider';
import type { SavedViewShare } from '@/types/savedViews';
import { ActionDialog } from '@/screens/shared/ActionDialog';
import { useScreen } from '../../ScreenContext';
import { useCurrentState, useSavedViews } from './useSavedViews';

/** The longest name a view takes (the server's rule too: docs/api.md "Saved views"). */
export const VIEW_NAME_MAX = 50;

/** The name's problem, said under the field when 저장 is pressed. */
export function useNameProblem() {
  const t = useT();
  return (name: string) =>
    !name.trim() ? t('ux.views.nameRequired') : name.trim().length > VIEW_NAME_MAX ? t('ux.views.nameTooLong', { max: VIEW_NAME_MAX }) : undefined;
}

/**
 * '검색 조건 저장' (issue 36 item 3): the list's filter (its period as a preset), sort, rows per
 * page and visible columns under a name, private ('나만 보기') or shared with the admin's group
 * ('그룹 공유'). The server keeps it (`POST savedView`); its refusal is said in the dialog.
 */
export function SaveViewButton() {
  const t = useT();
  const screen = useScreen();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const { invalidate } = useSavedViews();
  const current = useCurrentState();
  const nameProblem = useNameProblem();
  const shareId = useId();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [shared, setShared] = useState<SavedViewShare>('N');
  const [tried, setTried] = useState(false);
  const save = useMutation({
    mutationFn: () => dataProvider.createSavedView({ screen: screen.name, name: name.trim(), shared, state: current() }),
    onSuccess: async () => {
      await invalidate();
      setOpen(false);
      notify(t('ux.views.saved'), { type: 'success' });
    },
  });
  const problem = tried ? nameProblem(name) : undefined;
  const start = () => {
    setName('');
    setShared('N');
    setTried(false);
    save.reset();
    setOpen(true);
  };
  const submit = () => {
    setTried(true);
    if (nameProblem(name) || save.isPending) return;
    save.mutate();
  };
  return (
    <>
      <Button size="small" startIcon={<SaveIcon />} onClick={start}>
        {t('ux.views.save')}
      </Button>
      <ActionDialog open={open} title={t('ux.views.saveTitle')} onClose={() => setOpen(false)} onSubmit={submit} pending={save.isPending} error={save.error}>
        <TextField
          label={t('ux.views.name')}
          value={name}
          required
          onChange={(event) => setName(event.target.value)}
          error={Boolean(problem)}
          helperText={problem ?? t('ux.views.nameHelp', { max: VIEW_NAME_MAX })}
          slotProps={{ htmlInput: { maxLength: VIEW_NAME_MAX + 10, 'aria-invalid': Boolean(problem) } }}
          disabled={save.isPending}
        />
        <FormControl disabled={save.isPending}>
          <FormLabel id={shareId}>{t('ux.views.share')}</FormLabel>
          <RadioGroup row aria-labelledby={shareId} value={shared} onChange={(event) => setShared(event.target.value === 'GROUP' ? 'GROUP' : 'N')}>
            <FormControlLabel value="N" control={<Radio />} label={t('ux.views.private')} />
            <FormControlLabel value="GROUP" control={<Radio />} label={t('ux.views.group')} />
          </RadioGroup>
        </FormControl>
      </ActionDialog>
    </>
  );
}
