import type { Validator } from 'react-admin';
import type { FieldDeclaration, FieldKind, ValidatorName } from '@/declarations/types';
import {
  type RequiredVerb,
  type RuleResult,
  validateAdminId,
  validateAppVersion,
  validateStoreUrl,
  validateDateRange,
  validateEmail,
  validateMaxLength,
  validateMaxValue,
  validateMinValue,
  validateMobile,
  validatePhone,
  validateBizNo,
  validatePassword,
  validatePasswordMatch,
  validateRequired,
} from './rules';

/** react-admin validators built on the pure rules (react-admin shows the returned Korean text). */
type Rule = (value: unknown) => RuleResult;

const asValidator =
  (rule: Rule): Validator =>
  (value: unknown) =>
    rule(value);

/** Like react-admin's `required()`: marks the input as required (asterisk) and gives the Korean message. */
export function requiredField(label: string, verb: RequiredVerb = 'input'): Validator {
  const validator = asValidator((value) => validateRequired(value, label, verb));
  return Object.assign(validator, { isRequired: true });
}

export const maxLengthField = (max: number, label: string): Validator => asValidator((value) => validateMaxLength(value, max, label));
export const minValueField = (min: number, label: string): Validator => asValidator((value) => validateMinValue(value, min, label));
export const maxValueField = (max: number, label: string): Validator => asValidator((value) => validateMaxValue(value, max, label));

export const namedValidators: Record<ValidatorName, Validator> = {
  adminId: asValidator(validateAdminId),
  password: asValidator(validatePassword),
  email: asValidator(validateEmail),
  mobile: asValidator(validateMobile),
  appVersion: asValidator(validateAppVersion),
  storeUrl: asValidator(validateStoreUrl),
};

/** What a kind's value must look like whatever the declaration says (the kind registry's `implied`). */
export const kindValidators = {
  phone: asValidator(validatePhone),
  bizNo: asValidator(validateBizNo),
} as const;

/** The confirmation input's validator: equal to the value of `source` ('비밀번호가 일치하지 않습니다.'). */
export function matchesField(source: string): Validator {
  return (value: unknown, values: Record<string, unknown> | undefined) => validatePasswordMatch(values?.[source], value);
}

/** On the end field of a range: start ≤ end. */
export function dateRangeEnd(startSource: string, startLabel: string, endLabel: string): Validator {
  return (value: unknown, values: Record<string, unknown> | undefined) => validateDateRange(values?.[startSource], value, startLabel, endLabel);
}

const chosenKinds: readonly FieldKind[] = ['yn', 'select', 'code', 'reference', 'date', 'dateTime', 'image', 'attachments'];

/** Every validator a declared field asks for; `fields` lets a range end find its start. */
export function validatorsFor(field: FieldDeclaration, fields: readonly FieldDeclaration[] = []): Validator[] {
  const validators: Validator[] = [];
  if (field.required) validators.push(requiredField(field.label, chosenKinds.includes(field.kind) ? 'select' : 'input'));
  if (field.maxLength !== undefined) validators.push(maxLengthField(field.maxLength, field.label));
  if (field.min !== undefined) validators.push(minValueField(field.min, field.label));
  if (field.max !== undefined) validators.push(maxValueField(field.max, field.label));
  for (const name of field.validate ?? []) validators.push(namedValidators[name]);
  const start = fields.find((candidate) => candidate.rangeEnd === field.source);
  if (start) validators.push(dateRangeEnd(start.source, start.label, field.label));
  return validators;
}
