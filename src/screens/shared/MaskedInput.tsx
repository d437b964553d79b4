import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useNotify, type Identifier } from 'react-admin';
import { useT } from '@i18n/translate';
import type { PersonalKind } from '@/declarations/types';
import { maskPersonal } from '@/format/mask';
import type { RevealResponse } from '@/providers/dataProvider/families/privacy';
import { useAppDataProvider } from '@/providers/dataProvider/useAppDataProvider';

export interface MaskedInputProps {
  /** The screen whose modify flag the reveal needs, and the record and field it names (logged by the server). */
  resource: string;
  id: Identifier;
  field: string;
  kind: PersonalKind;
  /** The input's name and label. */
  name: string;
  label: string;
  /** The value as held (masked or not): shown masked. */
  value: unknown;
  /** The full value the reveal answered: the caller makes the input editable with it. */
  onRevealed: (full: string) => void;
}

/**
 * A personal input of an edit form or dialog before '보기' (issue 34 item 5): the masked value,
 * read-only, and '보기', which sends POST /api/privacy/reveal (logged by the server) and hands the
 * full value it answers to `onRevealed`. Left masked, the value is not sent back on save.
 */
export function MaskedInput({ resource, id, field, kind, name, label, value, onRevealed }: MaskedInputProps) {
  const t = useT();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const reveal = useMutation({
    mutationFn: () => dataProvider.revealPersonal({ resource, id, field }),
    onSuccess: (answer: RevealResponse) => {
      if (answer.result !== '0000') notify(answer.msg ?? t('error.http'), { type: 'error' });
      else onRevealed(answer.value);
    },
    onError: (error: Error) => notify(error.message || t('error.http'), { type: 'error' }),
  });
  return (
    <TextField
      name={name}
      label={label}
      value={maskPersonal(kind, value)}
      helperText={t('content.personal.maskedInput')}
      fullWidth
      slotProps={{
        htmlInput: { readOnly: true, 'aria-readonly': true },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Button
                size="small"
                variant="outlined"
                onClick={() => reveal.mutate()}
                disabled={reveal.isPending}
                aria-label={t('content.personal.revealLabel', { label })}
              >
                {t('content.personal.reveal')}
              </Button>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
