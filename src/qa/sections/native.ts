/** Native <select>s: light to render (the API group list is long) and plain to drive from a script. */
export const NATIVE = { select: { native: true }, inputLabel: { shrink: true } } as const;
