import TextField from '@mui/material/TextField';
import { useT } from '@i18n/translate';
import { VIEW_NAME_MAX } from './viewName';

export interface ViewNameFieldProps {
  value: string;
  onChange: (name: string) => void;
  /** Said under the field once 저장 was pressed; else how long a name may be. */
  problem?: string;
  disabled: boolean;
}

/** A saved view's name, in 검색 조건 저장 and in 이름 변경. */
export function ViewNameField({ value, onChange, problem, disabled }: ViewNameFieldProps) {
  const t = useT();
  return (
    <TextField
      label={t('ux.views.name')}
      value={value}
      required
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(problem)}
      helperText={problem ?? t('ux.views.nameHelp', { max: VIEW_NAME_MAX })}
      // a little room past the limit, so a name too long is said, not cut silently
      slotProps={{ htmlInput: { maxLength: VIEW_NAME_MAX + 10, 'aria-invalid': Boolean(problem) } }}
      disabled={disabled}
    />
  );
}
