/** The text of an HTML fragment (tags removed, entities decoded, spaces collapsed), e.g. for Excel cells. */
export function htmlToText(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  const withBreaks = value
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h\d)>/gi, '\n');
  if (typeof DOMParser !== 'undefined') {
    // DOMParser with text/html never runs scripts or loads resources.
    const text = new DOMParser().parseFromString(withBreaks, 'text/html').body.textContent ?? '';
    return collapse(text);
  }
  return collapse(withBreaks.replace(/<[^>]*>/g, ''));
}

function collapse(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}
