export { attachmentName, attachmentNames } from './attachments';
export { formatBizNo } from './bizNo';
export { formatChoice, formatYn, inUseChoices, toYn } from './choice';
export { formatCouponCode } from './couponCode';
export { compactDate, DATE_FORMAT, DATE_TIME_FORMAT, formatDate, formatDateTime, toDayjs } from './date';
export { htmlToText } from './html';
export { formatPersonal, maskCard, maskEmail, maskName, maskPersonal, maskPhone } from './mask';
export { formatNumber, formatWon, groupThousands, toNumber } from './number';
export { formatPhone } from './phone';
