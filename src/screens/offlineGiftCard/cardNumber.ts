/** An offline gift card's number: 16 digits, shown 4-4-4-4 as it is typed. */
export const CARD_DIGITS = 16;

/** The digits of what was typed or pasted, at most 16. */
export const cardDigits = (typed: string): string => typed.replace(/\D/g, '').slice(0, CARD_DIGITS);

/** '1234567890' -> '1234-5678-90': groups of four, the last one as far as typed. */
export const groupCardNumber = (typed: string): string => cardDigits(typed).replace(/(\d{4})(?=\d)/g, '$1-');
