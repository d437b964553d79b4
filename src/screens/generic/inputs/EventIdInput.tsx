import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { TextInput, useNotify, useRecordContext, useResourceContext, type Validator } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useAppDataProvider } from '@/providers/dataProvider/useAppDataProvider';
import { useT } from '@i18n/translate';
import { josa } from '@/validation/josa';

/** Form value (never sent: not a declared field) holding the event id that passed the duplicate check. */
export const EVENT_ID_CHECKED = '__eventIdChecked';

/** The event id with its '중복 확인' button: the form refuses to save an id that was not checked. */
export function EventIdInput({ source, label, validate = [] }: { source: string; label: string; validate?: Validator[] }) {
  const resource = useResourceContext() ?? '';
  const record = useRecordContext();
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const t = useT();
  const { setValue, trigger } = useFormContext();
  const value: unknown = useWatch({ name: source });
  const checked: unknown = useWatch({ name: EVENT_ID_CHECKED });
  const saved: unknown = record?.[source];

  const mustBeChecked = useMemo<Validator>(
    () => (current: unknown, values: Record<string, unknown> | undefined) =>
      current && current !== saved && values?.[EVENT_ID_CHECKED] !== current ? t('screen.eventId.mustCheck', { target: josa(label, '을/를') }) : undefined,
    [saved, label, t],
  );
  const validators = useMemo(() => [...validate, mustBeChecked], [validate, mustBeChecked]);

  const check = useMutation({
    mutationFn: (eventId: string) => dataProvider.checkEventId(resource, { eventId, id: record?.id }),
    onSuccess: (free, eventId) => {
      if (free) {
        setValue(EVENT_ID_CHECKED, eventId);
        notify(t('screen.eventId.free'), { type: 'success' });
      } else {
        setValue(EVENT_ID_CHECKED, undefined);
        notify(t('screen.eventId.taken'), { type: 'warning' });
      }
      void trigger(source);
    },
    onError: (error: Error) => notify(error.message || t('screen.eventId.taken'), { type: 'error' }),
  });

  const eventId = typeof value === 'string' ? value.trim() : '';
  return (
    <Stack direction="row" spacing={1} alignItems="flex-start" sx={{ width: '100%' }}>
      <TextInput source={source} label={label} validate={validators} sx={{ flex: 1 }} />
      <Button
        variant="outlined"
        sx={{ mt: 1, minHeight: 48, flexShrink: 0, whiteSpace: 'nowrap' }}
        disabled={!eventId || check.isPending || checked === eventId || eventId === saved}
        onClick={() => check.mutate(eventId)}
      >
        {t('screen.eventId.check')}
      </Button>
    </Stack>
  );
}
