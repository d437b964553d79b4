// @ts-check
/** Small statistics for the bench's repeated samples. */

/** @param {number} value @param {number} [digits] */
export const round = (value, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The median of `values` (the mean of the middle two for an even count). @param {number[]} values */
export function median(values) {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Median, min and max of samples, rounded.
 * @param {number[]} values
 * @param {number} [digits]
 * @returns {{ median: number, min: number, max: number, n: number }}
 */
export function spread(values, digits = 1) {
  return {
    median: round(median(values), digits),
    min: round(Math.min(...values), digits),
    max: round(Math.max(...values), digits),
    n: values.length,
  };
}
