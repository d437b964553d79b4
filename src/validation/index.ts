export { josa, particle, type JosaPair } from './josa';
export { blockNonDigitKeys, isNumericKey, keepNumeric, type KeyLike } from './numericKey';
export { dateRangeEnd, matchesField, maxLengthField, maxValueField, minValueField, namedValidators, requiredField, validatorsFor } from './raValidators';
export {
  isEmpty,
  lengthOf,
  messages,
  type RuleResult,
  validateAdminId,
  validateBizNo,
  validateDateRange,
  validateEmail,
  validateMaxLength,
  validateMaxValue,
  validateMinValue,
  validateMobile,
  validatePassword,
  validatePasswordMatch,
  validatePhone,
  validateRequired,
} from './rules';
