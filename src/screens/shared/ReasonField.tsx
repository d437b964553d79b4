import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useT, type AppKey } from '@i18n/translate';

/** Longest reason accepted (a download reason, a withdrawal reason…). */
export const REASON_MAX_LENGTH = 200;

/** The message key of what is wrong with a reason, or undefined when it will do. */
export function reasonProblem(value: string, requiredKey: AppKey = 'content.reason.required', max = REASON_MAX_LENGTH): AppKey | undefined {
  if (value.trim() === '') return requiredKey;
  if (value.length > max) return 'content.reason.tooLong';
  return undefined;
}

export interface Reason {
  value: string;
  setValue: (value: string) => void;
  /** The shown problem: only after a first `check()`, then live. */
  problem: AppKey | undefined;
  /** Validates and shows the problem; the trimmed reason when it will do. */
  check: () => string | undefined;
  reset: () => void;
}

/** The state of a ReasonField in a dialog: `const reason = useReason(); … const text = reason.check();`. */
export function useReason(requiredKey: AppKey = 'content.reason.required', max = REASON_MAX_LENGTH): Reason {
  const [value, setValue] = useState('');
  const [checked, setChecked] = useState(false);
  const problem = checked ? reasonProblem(value, requiredKey, max) : undefined;
  return {
    value,
    setValue,
    problem,
    check: () => {
      setChecked(true);
      return reasonProblem(value, requiredKey, max) ? undefined : value.trim();
    },
    reset: () => {
      setValue('');
      setChecked(false);
    },
  };
}

export interface ReasonFieldProps {
  reason: Reason;
  /** The label (default '사유'). */
  label?: string;
  max?: number;
  autoFocus?: boolean;
  disabled?: boolean;
}

/** A required, multi-line reason with a character counter and Korean messages; reusable in any dialog. */
export function ReasonField({ reason, label, max = REASON_MAX_LENGTH, autoFocus = true, disabled }: ReasonFieldProps) {
  const t = useT();
  return (
    <TextField
      name="reason"
      label={label ?? t('content.reason.label')}
      value={reason.value}
      onChange={(event) => reason.setValue(event.target.value)}
      required
      multiline
      minRows={2}
      fullWidth
      autoFocus={autoFocus}
      disabled={disabled}
      error={reason.problem !== undefined}
      helperText={reason.problem ? t(reason.problem, { max }) : t('content.reason.counter', { count: reason.value.length, max })}
      slotProps={{ htmlInput: { maxLength: max } }}
    />
  );
}
