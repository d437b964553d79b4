import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId } from 'react';

type Props = Pick<OutlinedInputProps, 'name' | 'type' | 'value' | 'onChange' | 'autoComplete' | 'autoFocus'> & {
  label: string;
  helperText?: string;
  inputProps?: OutlinedInputProps['inputProps'];
};

/**
 * An outlined text field of the sign-in page, drawn from MUI's parts as its TextField is: the
 * same look without TextField's select (menu, popover), which the first page does not need
 * (loginJsRatio, issue 35).
 */
export function AuthField({ label, helperText, name, inputProps, ...input }: Props) {
  const id = `${name ?? 'field'}-${useId()}`;
  const helperId = helperText ? `${id}-helper` : undefined;
  return (
    <FormControl variant="outlined" margin="normal" fullWidth>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput id={id} name={name} label={label} inputProps={{ ...inputProps, 'aria-describedby': helperId }} {...input} />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
