import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { FieldTitle, InputHelperText, Offline, ReferenceInputBase, useChoices, useChoicesContext, useInput, useTranslate, type Validator } from 'react-admin';
import { chunk } from '@/layout/loadChunk';
import type { AutocompleteInput } from './autocomplete';

// MUI's Autocomplete and react-admin's input (about 25 kB gzip) come when the operator reaches
// for the field, not with every list and form (issue 35 item 3: light deep links).
const autocomplete = chunk(() => import('./autocomplete').then((module) => module.AutocompleteInput));

export interface DeferredAutocompleteProps {
  source: string;
  label: string;
  optionText?: string;
  noOptionsText?: string;
  validate?: Validator[];
  helperText?: string | false;
}

/**
 * react-admin's AutocompleteInput inside a ReferenceInput (it reads the choices from the
 * ReferenceInput's context), its script loaded when needed, in a list's search block and in a form
 * alike. Until then a stand-in drawn like it (the same label, the chosen record's text, the open
 * arrow) holds the field and its validation; a pointer over it, a press or the focus loads the real
 * input, which takes the focus if the stand-in had it.
 */
export function DeferredAutocompleteInput(props: DeferredAutocompleteProps) {
  const [Loaded, setLoaded] = useState<typeof AutocompleteInput | undefined>(() => autocomplete.loaded());
  const [error, setError] = useState<unknown>();
  const focusAfter = useRef(false);
  const generatedId = useId();
  const id = `${props.source}-${generatedId}`;

  const load = useCallback((focus: boolean) => {
    if (focus) focusAfter.current = true;
    autocomplete.request().then(
      (component) => setLoaded(() => component),
      (failure: unknown) => setError(failure),
    );
  }, []);
  useEffect(() => {
    if (!Loaded || !focusAfter.current) return;
    focusAfter.current = false;
    document.getElementById(id)?.focus();
  }, [Loaded, id]);

  if (error !== undefined) throw error; // to the nearest ChunkBoundary (the frame's reload message)
  if (Loaded) return <Loaded id={id} {...props} />;
  return <AutocompleteStandIn {...props} id={id} onReach={load} />;
}

function AutocompleteStandIn({
  id,
  source,
  label,
  optionText,
  helperText,
  validate,
  onReach,
}: DeferredAutocompleteProps & { id: string; onReach: (focus: boolean) => void }) {
  const translate = useTranslate();
  // the field and its validation are the form's from the start (a save before the real input came
  // says what is missing, as the real input would)
  const {
    fieldState: { error, invalid },
    formState: { isSubmitted },
    isRequired,
  } = useInput({ source, validate });
  const shownError = invalid && isSubmitted ? error?.message : undefined;
  const { selectedChoices } = useChoicesContext();
  const { getChoiceText } = useChoices({ optionText });
  const chosen = selectedChoices?.[0];
  const text = chosen ? getChoiceText(chosen) : '';
  return (
    <Box
      className={`ra-input ra-input-${source}`}
      sx={{ minWidth: (theme) => theme.spacing(20) }}
      onPointerEnter={() => onReach(false)}
      onPointerDown={() => onReach(true)}
    >
      <TextField
        id={id}
        name={source}
        fullWidth
        label={<FieldTitle label={label} source={source} isRequired={isRequired} />}
        value={typeof text === 'string' ? text : ''}
        error={!!shownError}
        helperText={helperText === false && !shownError ? null : <InputHelperText helperText={helperText || undefined} error={shownError} />}
        onFocus={() => onReach(true)}
        slotProps={{
          htmlInput: { role: 'combobox', 'aria-expanded': false, 'aria-autocomplete': 'list', autoComplete: 'off', readOnly: true },
          input: {
            endAdornment: (
              <IconButton size="small" tabIndex={-1} aria-label={translate('ra.action.open')} title={translate('ra.action.open')} sx={{ p: '2px', mr: '-2px' }}>
                <ArrowDropDownIcon />
              </IconButton>
            ),
          },
        }}
      />
    </Box>
  );
}

const offline = <Offline variant="inline" />;

/**
 * react-admin's ReferenceInput with a DeferredAutocompleteInput: its ReferenceInputBase (the
 * choices and the chosen record, as before), not ReferenceInput itself, whose default child
 * imports the AutocompleteInput with it.
 */
export function ReferenceAutocompleteInput({
  reference,
  alwaysOn: _alwaysOn,
  ...props
}: DeferredAutocompleteProps & { reference: string; /** read by a filter form from the element's props */ alwaysOn?: boolean }) {
  return (
    <ReferenceInputBase source={props.source} reference={reference} offline={offline}>
      <DeferredAutocompleteInput {...props} />
    </ReferenceInputBase>
  );
}
