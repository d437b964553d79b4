import type { CallLogEntry } from '@mocks/callLog';

const quoted = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/**
 * A logged call as a cURL command line (POSIX shell quoting). The mock's session is the tab's,
 * not a cookie: against a real server add its session cookie (`-b`).
 */
export function curlOf(entry: Pick<CallLogEntry, 'method' | 'url' | 'requestType' | 'requestBody'>): string {
  const parts = ['curl', '-X', entry.method, quoted(entry.url)];
  if (entry.requestType) parts.push('-H', quoted(`content-type: ${entry.requestType}`));
  if (entry.requestBody) parts.push('--data-raw', quoted(entry.requestBody));
  return parts.join(' ');
}
