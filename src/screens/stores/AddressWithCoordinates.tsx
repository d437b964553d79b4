import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { useFormContext, useFormState } from 'react-hook-form';
import { TextInput, useNotify } from 'react-admin';
import { useState } from 'react';
import { useT } from '@i18n/translate';
import type { FieldDeclaration } from '@/declarations/types';
import { useAppDataProvider } from '@/providers/dataProvider/useAppDataProvider';
import { KindInput } from '@/screens/generic/inputs/KindInput';

/** The coordinates a save sends: numbers, or null when never found. */
export function coordinatesOf(values: Record<string, unknown>): { lat: number | null; lng: number | null } {
  const number = (value: unknown) => (value === undefined || value === null || value === '' || Number.isNaN(Number(value)) ? null : Number(value));
  return { lat: number(values.lat), lng: number(values.lng) };
}

/**
 * The store's address with '좌표 찾기' (POST storeManage/geocode `{ address }`): the answer fills
 * 위도/경도 (read-only, saved with the store); an empty address or the server's refusal is said
 * under the button and the coordinates stay as they were.
 */
export function AddressWithCoordinates({ field, fields }: { field: FieldDeclaration; fields: readonly FieldDeclaration[] }) {
  const t = useT();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const { getValues, setValue } = useFormContext();
  const { disabled } = useFormState();
  const [problem, setProblem] = useState('');
  const geocode = useMutation({
    mutationFn: (address: string) => dataProvider.storeManageGeocode(address),
    onSuccess: (point) => {
      setValue('lat', point.lat, { shouldDirty: true });
      setValue('lng', point.lng, { shouldDirty: true });
      notify(t('badIssue.geocode.found', { lat: String(point.lat), lng: String(point.lng) }), { type: 'success' });
    },
    onError: (error) => setProblem(error.message),
  });
  const find = () => {
    const address = String(getValues(field.source) ?? '').trim();
    setProblem('');
    if (!address) setProblem(t('badIssue.geocode.addressFirst'));
    else geocode.mutate(address);
  };
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'flex-start' }}>
        <KindInput field={field} fields={fields} />
        <Button variant="outlined" onClick={find} disabled={disabled || geocode.isPending} sx={{ mt: { sm: 1 }, flexShrink: 0 }}>
          {t('badIssue.geocode.button')}
        </Button>
      </Stack>
      {problem && <Alert severity="error">{problem}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput source="lat" label={t('badIssue.geocode.lat')} readOnly helperText={t('badIssue.geocode.help')} />
        <TextInput source="lng" label={t('badIssue.geocode.lng')} readOnly helperText={false} />
      </Stack>
    </Stack>
  );
}
