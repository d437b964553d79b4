export { formatBizNo } from './bizNo';
export { attachmentName, attachmentNames, formatValue, type FormatContext } from './byKind';
export { formatChoice, formatYn, toYn, ynChoices } from './choice';
export { formatCouponCode } from './couponCode';
export { compactDate, DATE_FORMAT, DATE_TIME_FORMAT, formatDate, formatDateTime, toDayjs } from './date';
export { htmlToText } from './html';
export { formatNumber, formatWon, toNumber } from './number';
export { formatPhone } from './phone';
