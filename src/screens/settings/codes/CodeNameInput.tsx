import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect } from 'react';
import { TextInput, useRecordContext } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useT } from '@i18n/translate';
import type { FieldDeclaration } from '@/declarations/types';
import { validatorsFor } from '@/validation/raValidators';
import { useCodeNameCheck } from './useCodeActions';

/** 코드명 with '중복 확인' (POST code/nameCheck in its group); the answer shown under the field. The save is still checked by the server. */
export function CodeNameInput({ field, fields }: { field: FieldDeclaration; fields: readonly FieldDeclaration[] }) {
  const t = useT();
  const record = useRecordContext();
  const codeName = String(useWatch({ name: field.source }) ?? '');
  const upCodeId = String(useWatch({ name: 'upCodeId' }) ?? '');
  const check = useCodeNameCheck();
  const { reset } = check;
  useEffect(() => reset(), [codeName, upCodeId, reset]);
  const answer = check.data
    ? { error: check.data.result !== '0000', text: check.data.msg ?? '' }
    : check.error
      ? { error: true, text: check.error.message }
      : undefined;
  return (
    <Stack direction="row" spacing={1} alignItems="flex-start">
      <TextInput
        source={field.source}
        label={field.label}
        validate={validatorsFor(field, fields)}
        helperText={answer?.text || ' '}
        error={answer?.error}
        sx={{ minWidth: 320 }}
      />
      <Button
        size="small"
        variant="outlined"
        sx={{ mt: 1.5 }}
        disabled={!codeName.trim() || check.isPending}
        onClick={() => check.mutate({ codeName: codeName.trim(), upCodeId, ...(record?.codeId ? { codeId: String(record.codeId) } : {}) })}
      >
        {t('settings.codes.nameCheck')}
      </Button>
    </Stack>
  );
}
