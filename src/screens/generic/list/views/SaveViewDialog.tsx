import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNotify } from 'react-admin';
import { useT } from '@i18n/translate';
import { useAppDataProvider } from '@/providers/dataProvider/useAppDataProvider';
import type { SavedViewShare } from '@/types/savedViews';
import { ActionDialog } from '@/screens/shared/ActionDialog';
import { useScreen } from '../../ScreenContext';
import { useCurrentState, useSavedViews } from './useSavedViews';
import { useNameProblem } from './viewName';
import { ViewNameField } from './ViewNameField';

/**
 * The dialog of '검색 조건 저장' (SaveViewButton), loaded on the button's first click: a fresh one
 * each time the button opens it (mounted anew), the server's refusal said in it.
 */
export function SaveViewDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const screen = useScreen();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const { invalidate } = useSavedViews();
  const current = useCurrentState();
  const nameProblem = useNameProblem();
  const shareId = useId();
  const [name, setName] = useState('');
  const [shared, setShared] = useState<SavedViewShare>('N');
  const [tried, setTried] = useState(false);
  const save = useMutation({
    mutationFn: () => dataProvider.createSavedView({ screen: screen.name, name: name.trim(), shared, state: current() }),
    onSuccess: async () => {
      await invalidate();
      onClose();
      notify(t('ux.views.saved'), { type: 'success' });
    },
  });
  const problem = tried ? nameProblem(name) : undefined;
  const submit = () => {
    setTried(true);
    if (nameProblem(name) || save.isPending) return;
    save.mutate();
  };
  return (
    <ActionDialog open={open} title={t('ux.views.saveTitle')} onClose={onClose} onSubmit={submit} pending={save.isPending} error={save.error}>
      <ViewNameField value={name} onChange={setName} problem={problem} disabled={save.isPending} />
      <FormControl disabled={save.isPending}>
        <FormLabel id={shareId}>{t('ux.views.share')}</FormLabel>
        <RadioGroup row aria-labelledby={shareId} value={shared} onChange={(event) => setShared(event.target.value === 'GROUP' ? 'GROUP' : 'N')}>
          <FormControlLabel value="N" control={<Radio />} label={t('ux.views.private')} />
          <FormControlLabel value="GROUP" control={<Radio />} label={t('ux.views.group')} />
        </RadioGroup>
      </FormControl>
    </ActionDialog>
  );
}
