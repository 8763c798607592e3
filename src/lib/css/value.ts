/**
 * Value components of a CSS declaration, for allowlist checks. Callers reject values containing a
 * backslash or '<' before tokenising, so no escape handling is needed here.
 */

export type ValuePart =
  | { type: 'ident'; text: string }
  | { type: 'number'; value: number; unit: string; text: string }
  | { type: 'hash'; text: string }
  | { type: 'string'; text: string }
  | { type: 'url'; url: string }
  | { type: 'function'; name: string; args: ValuePart[] }
  | { type: 'comma' }
  | { type: 'slash' };

const NUMBER = /^[+-]?(?:\d+(?:\.\d+)?|\.\d+)(?:e[+-]?\d+)?(%|[a-z]+)?/i;
const IDENT = /^-?[a-z_][a-z0-9_-]*/i;
const HASH = /^#[a-z0-9_-]+/i;

/** Index of the `)` matching the `(` just before `start`, or -1. */
function closingParen(text: string, start: number): number {
  let depth = 1;
  for (let i = start; i < text.length; i += 1) {
    const ch = text[i];
    if (ch === '"' || ch === "'") {
      const end = text.indexOf(ch, i + 1);
      if (end === -1) return -1;
      i = end;
    } else if (ch === '(') depth += 1;
    else if (ch === ')' && --depth === 0) return i;
  }
  return -1;
}

function unquote(raw: string): string | null {
  const t = raw.trim();
  const q = t[0];
  if (q !== '"' && q !== "'") return t;
  return t.length >= 2 && t.endsWith(q) && !t.slice(1, -1).includes(q) ? t.slice(1, -1) : null;
}

/** Components of a value, or an error message. */
export function tokenizeValue(value: string): ValuePart[] | string {
  const parts: ValuePart[] = [];
  let rest = value.trim();
  while (rest !== '') {
    const ch = rest[0] ?? '';
    if (/\s/.test(ch)) {
      rest = rest.trimStart();
      continue;
    }
    if (ch === ',' || ch === '/') {
      parts.push({ type: ch === ',' ? 'comma' : 'slash' });
      rest = rest.slice(1);
      continue;
    }
    if (ch === '"' || ch === "'") {
      const end = rest.indexOf(ch, 1);
      if (end === -1 || rest.slice(1, end).includes('\n')) return 'unterminated string';
      parts.push({ type: 'string', text: rest.slice(1, end) });
      rest = rest.slice(end + 1);
      continue;
    }
    const number = NUMBER.exec(rest);
    if (number) {
      parts.push({
        type: 'number',
        value: Number.parseFloat(number[0]),
        unit: (number[1] ?? '').toLowerCase(),
        text: number[0],
      });
      rest = rest.slice(number[0].length);
      continue;
    }
    const hash = HASH.exec(rest);
    if (hash) {
      parts.push({ type: 'hash', text: hash[0] });
      rest = rest.slice(hash[0].length);
      continue;
    }
    const ident = IDENT.exec(rest);
    if (!ident) return `unexpected '${ch}'`;
    const name = ident[0].toLowerCase();
    rest = rest.slice(ident[0].length);
    if (!rest.startsWith('(')) {
      parts.push({ type: 'ident', text: ident[0] });
      continue;
    }
    const close = closingParen(rest, 1);
    if (close === -1) return `unclosed ${name}(`;
    const inner = rest.slice(1, close);
    rest = rest.slice(close + 1);
    if (name === 'url') {
      const url = unquote(inner);
      if (url === null) return 'malformed url()';
      parts.push({ type: 'url', url });
      continue;
    }
    const args = tokenizeValue(inner);
    if (typeof args === 'string') return args;
    parts.push({ type: 'function', name, args });
  }
  return parts;
}

/** Canonical text of accepted components; strings and URLs are re-quoted with double quotes. */
export function serializeValue(parts: readonly ValuePart[]): string {
  let out = '';
  for (const part of parts) {
    if (part.type === 'comma') {
      out += ',';
      continue;
    }
    const text =
      part.type === 'slash'
        ? '/'
        : part.type === 'string'
          ? `"${part.text}"`
          : part.type === 'url'
            ? `url("${part.url}")`
            : part.type === 'function'
              ? `${part.name}(${serializeValue(part.args)})`
              : part.text;
    out += out === '' ? text : ` ${text}`;
  }
  return out;
}
