import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useCanAccess, useNotify, type Identifier } from 'react-admin';
import { useT } from '@i18n/translate';
import type { PersonalKind } from '@/declarations/types';
import { formatPersonal, maskPersonal } from '@/format/mask';
import type { RevealResponse } from '@/providers/dataProvider/families/privacy';
import { useAppDataProvider } from '@/providers/dataProvider/useAppDataProvider';
import { RecordLink } from './RecordLink';
import { useFocusLater } from './useFocusLater';

export interface PersonalValueProps {
  /** The screen (resource) whose menu flags decide, e.g. 'giftCard'. */
  resource: string;
  /** The record's key. */
  id: Identifier;
  /** The field's source, sent with the reveal and logged. */
  field: string;
  /** The value as the server sent it: masked for a reader without the modify flag, else full (masked here until '보기'). */
  value: unknown;
  kind: PersonalKind;
  /** The field's label, for the button's accessible name ('휴대폰 번호 보기'). */
  label?: string;
  /** The value also opens its record's detail (a card or coupon number in a member's tab). */
  linked?: boolean;
}

/**
 * A personal value on a detail (generic or bespoke): masked, with '보기' only for an admin who
 * holds the screen's modify flag. '보기' sends POST /api/privacy/reveal `{ resource, id, field }`
 * (the server logs it) and shows the full value it answers with 0000 (issue 34: never the value
 * of the record, which the server may have masked already); otherwise the server's message. Without the flag: masked, no button. Key it by record so a new record starts masked.
 * The button goes once the value shows: focus it had moves to the value.
 */
export function PersonalValue({ resource, id, field, value, kind, label, linked }: PersonalValueProps) {
  const t = useT();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const { canAccess: mayModify } = useCanAccess({ action: 'edit', resource });
  const [revealedValue, setRevealedValue] = useState<string>();
  const revealed = revealedValue !== undefined;
  const shown = useRef<HTMLElement>(null);
  const focusLater = useFocusLater();
  const reveal = useMutation({
    mutationFn: (_focused: boolean) => dataProvider.revealPersonal({ resource, id, field }),
    onSuccess: (answer: RevealResponse, focused) => {
      if (answer.result !== '0000') notify(answer.msg ?? t('error.http'), { type: 'error' });
      else {
        setRevealedValue(formatPersonal(kind, answer.value));
        if (focused) focusLater(() => shown.current);
      }
    },
    onError: (error: Error) => notify(error.message || t('error.http'), { type: 'error' }),
  });
  const sent = formatPersonal(kind, value);
  if (sent === '') return null;
  const shownText = revealedValue || maskPersonal(kind, sent);
  return (
    <Stack direction="row" spacing={1} alignItems="center" component="span">
      <Typography variant="body2" component="span" ref={shown} tabIndex={revealed ? -1 : undefined} sx={{ whiteSpace: 'nowrap' }}>
        {linked ? (
          <RecordLink resource={resource} id={id}>
            {shownText}
          </RecordLink>
        ) : (
          shownText
        )}
      </Typography>
      {mayModify && !revealed && (
        <Button
          size="small"
          variant="outlined"
          onClick={(event) => reveal.mutate(event.currentTarget === document.activeElement)}
          disabled={reveal.isPending}
          aria-label={label ? t('content.personal.revealLabel', { label }) : undefined}
          sx={{ minWidth: 0, py: 0 }}
        >
          {t('content.personal.reveal')}
        </Button>
      )}
    </Stack>
  );
}
