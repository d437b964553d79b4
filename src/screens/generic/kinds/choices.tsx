import { memo } from 'react';
import { RadioButtonGroupInput, SelectInput } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { appKey } from '@i18n/translate';
import { formatChoice, formatYn, inUseChoices } from '@/format/choice';
import { CodeSelectInput } from '../inputs/CodeSelectInput';
import { codeChoices, useCodes } from '../useCodes';
import { asText, fixedColumn } from './common';
import { cellStyle } from './layout';
import type { KindBehaviour, KindInputArgs, KindValueProps } from './types';

/** yn (Y/N flag), select (fixed choices), code (choices of a common-code group). Names as text in Excel. */

const ALL = appKey('content.filter.all');
const CHOOSE = appKey('content.input.choose');

/** react-admin's radio group takes only its own `disabled`: a read-only form's is passed on. */
function YnInput({ field, validate }: Pick<KindInputArgs, 'field' | 'validate'>) {
  const { disabled } = useFormState();
  return (
    <RadioButtonGroupInput
      source={field.source}
      label={field.label}
      validate={validate}
      choices={field.choices ?? inUseChoices}
      defaultValue={field.initial ?? (field.required ? 'Y' : 'N')}
      disabled={disabled}
    />
  );
}

export const yn: KindBehaviour = {
  format: (value, field) => formatYn(value, field.choices),
  input: ({ field, validate }) => <YnInput field={field} validate={validate} />,
  filter: ({ field, alwaysOn }) => (
    <SelectInput source={field.source} label={field.label} alwaysOn={alwaysOn} choices={field.choices ?? inUseChoices} emptyText={ALL} />
  ),
  excel: asText,
  column: fixedColumn(64),
};

export const select: KindBehaviour = {
  format: (value, field) => formatChoice(value, field.choices),
  input: ({ field, validate }) => (
    <SelectInput source={field.source} label={field.label} validate={validate} choices={field.choices ?? []} emptyText={CHOOSE} />
  ),
  filter: ({ field, alwaysOn }) => <SelectInput source={field.source} label={field.label} alwaysOn={alwaysOn} choices={field.choices ?? []} emptyText={ALL} />,
  excel: asText,
  column: fixedColumn(80),
};

const codeColumn = fixedColumn(80);

/** The code's name; the codes of a group are fetched once a session (useCodes' cache), not per row. */
const CodeText = memo(function CodeText({ field, value }: KindValueProps) {
  const { codes } = useCodes(field.codeGroup);
  const text = formatChoice(value, codeChoices(codes));
  return <span style={cellStyle(codeColumn)}>{text}</span>;
});

export const code: KindBehaviour = {
  format: (value, _field, { codes = [] }) => formatChoice(value, codeChoices(codes)),
  Cell: CodeText,
  input: ({ field, validate }) => (
    <CodeSelectInput source={field.source} label={field.label} validate={validate} codeGroup={field.codeGroup} emptyText={CHOOSE} />
  ),
  filter: ({ field, alwaysOn }) => (
    <CodeSelectInput source={field.source} label={field.label} alwaysOn={alwaysOn} codeGroup={field.codeGroup} emptyText={ALL} />
  ),
  excel: asText,
  column: codeColumn,
};
