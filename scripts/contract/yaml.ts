/**
 * A small YAML writer for the contract: block mappings and sequences, every string quoted
 * as JSON (a JSON string is a valid YAML double-quoted scalar), so the output is unambiguous
 * and the same input always gives the same text.
 */
type Value = unknown;

const PLAIN_KEY = /^[A-Za-z_$][\w$.-]*$/;
const key = (name: string) =>
  PLAIN_KEY.test(name) && !['true', 'false', 'null', 'yes', 'no', 'on', 'off', 'y', 'n'].includes(name.toLowerCase()) ? name : JSON.stringify(name);

function scalar(value: Value): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw new Error(`not a scalar: ${String(value)}`);
}

const isEmpty = (value: Value) => (Array.isArray(value) ? value.length === 0 : typeof value === 'object' && value !== null && Object.keys(value).length === 0);
const isBlock = (value: Value) => typeof value === 'object' && value !== null && !isEmpty(value);

function lines(value: Value, indent: string): string[] {
  if (Array.isArray(value))
    return value.flatMap((item) => {
      if (!isBlock(item)) return [`${indent}- ${isEmpty(item) ? JSON.stringify(item) : scalar(item)}`];
      const [first, ...rest] = lines(item, `${indent}  `);
      return [`${indent}- ${first.slice(indent.length + 2)}`, ...rest];
    });
  return Object.entries(value as Record<string, Value>)
    .filter(([, item]) => item !== undefined)
    .flatMap(([name, item]) => {
      if (isBlock(item)) return [`${indent}${key(name)}:`, ...lines(item, `${indent}  `)];
      return [`${indent}${key(name)}: ${isEmpty(item) ? JSON.stringify(item) : scalar(item)}`];
    });
}

export function toYaml(document: Record<string, Value>, header = ''): string {
  return `${header}${lines(document, '').join('\n')}\n`;
}
