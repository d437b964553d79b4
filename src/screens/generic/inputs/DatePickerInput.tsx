import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import { FieldTitle, InputHelperText, useInput, type Validator } from 'react-admin';
import { toDayjs } from '@/format/date';
import { preloadable } from '@/layout/preloadable';
import { useT, type Translate } from '@i18n/translate';
import { dateText, dateValue, normalizeDateText, shownFormat } from './dateText';

export interface DatePickerInputProps {
  source: string;
  label: string;
  withTime?: boolean;
  validate?: Validator[];
  /** Bounds from the other side of a range (spec §5): any value `toDayjs` reads. */
  minDate?: unknown;
  maxDate?: unknown;
  alwaysOn?: boolean;
  disabled?: boolean;
  helperText?: string | false;
}

const calendar = preloadable(() => import('./CalendarPopover').then((module) => module.CalendarPopover));

/**
 * A whole date, not before the range's start; a partial or impossible text gets a Korean message.
 * The end of a range speaks for the pair (spec §5), so `maxDate` only bounds the calendar.
 */
function dateRules(t: Translate, withTime: boolean, minDate: unknown): Validator {
  const unit = withTime ? 'minute' : 'day';
  return (value: unknown) => {
    if (value === null || value === undefined || value === '') return undefined;
    const date = toDayjs(value);
    if (!date) return t('content.date.invalid', { format: shownFormat(withTime) });
    const min = toDayjs(minDate);
    return min && date.isBefore(min, unit) ? t('content.date.beforeMin', { min: min.format(shownFormat(withTime)) }) : undefined;
  };
}

/**
 * A react-admin date (or date-time) input in Korean: a plain text field, there from the first
 * paint, that takes `20261124`, `2026-11-24` or a paste and shows `YYYY-MM-DD`; the calendar
 * (MUI X, 85 kB gzip) loads only when its button is used. Typing never waits for a script, so no
 * keystroke is lost on a busy machine (issue 16).
 */
export function DatePickerInput({ source, label, withTime = false, validate, minDate, maxDate, disabled, helperText }: DatePickerInputProps) {
  const t = useT();
  const check = useMemo(() => dateRules(t, withTime, minDate), [t, withTime, minDate]);
  // The declared rules (required, the range's own message) speak first. In a search block too, a
  // text that is not a whole date stops 검색 with its message: the form never searches on a value
  // other than the one shown.
  const rules = useMemo(() => [...(validate ?? []), check], [validate, check]);
  const { field, fieldState, formState, isRequired } = useInput({ source, validate: rules });
  // The same variant as react-admin's text inputs (the theme's MuiTextField default, 'filled' in react-admin).
  const variant = useTheme().components?.MuiTextField?.defaultProps?.variant ?? 'filled';
  const [left, setLeft] = useState(false);
  // a read-only form (no modify flag) disables every input through react-hook-form
  const off = disabled || field.disabled;

  const [text, setText] = useState(() => dateText(field.value, withTime));
  const emitted = useRef<unknown>(field.value);
  useEffect(() => {
    // A value set from outside (a record loaded, a filter reset, the calendar) replaces the text.
    if (field.value === emitted.current) return;
    emitted.current = field.value;
    setText(dateText(field.value, withTime));
  }, [field.value, withTime]);

  const commit = (next: string, final = false) => {
    const shown = normalizeDateText(next, withTime, final);
    const value = dateValue(shown, withTime);
    setText(shown);
    emitted.current = value;
    field.onChange(value);
  };
  // A wrong text is named once the operator leaves the field (or saves), not under every keystroke.
  const message = fieldState.isTouched || formState.isSubmitted ? fieldState.error?.message : undefined;
  const problem = message ?? (left ? (check(dateValue(text, withTime), {}, {}) as string | undefined) : undefined);

  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const Calendar = calendar.View;
  return (
    <>
      <TextField
        name={source}
        inputRef={field.ref}
        value={text}
        onChange={(event: ChangeEvent<HTMLInputElement>) => commit(event.target.value)}
        onBlur={() => {
          // Only a text the blur completes is committed again: a record's value is not rewritten by a visit.
          if (normalizeDateText(text, withTime, true) !== text) commit(text, true);
          setLeft(true);
          field.onBlur();
        }}
        label={<FieldTitle label={label} source={source} isRequired={isRequired} />}
        placeholder={shownFormat(withTime)}
        disabled={off}
        error={Boolean(problem)}
        helperText={<InputHelperText error={problem} helperText={helperText} />}
        size="small"
        variant={variant}
        sx={{ minWidth: withTime ? 220 : 170 }}
        slotProps={{
          htmlInput: { inputMode: 'numeric', autoComplete: 'off' },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  size="small"
                  edge="end"
                  disabled={off}
                  aria-label={t('content.date.openCalendar', { label })}
                  onPointerEnter={calendar.preload}
                  onFocus={calendar.preload}
                  onClick={(event) => setAnchor(event.currentTarget)}
                >
                  <CalendarMonthOutlined fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      {anchor && (
        <Calendar
          anchor={anchor}
          value={field.value}
          withTime={withTime}
          minDate={minDate}
          maxDate={maxDate}
          onPick={(value) => {
            emitted.current = undefined;
            field.onChange(value);
            field.onBlur();
          }}
          onClose={() => setAnchor(null)}
        />
      )}
    </>
  );
}
