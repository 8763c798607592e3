import type { CssNode } from 'css-tree';

/**
 * Value components of a declaration, read from css-tree's value nodes, for the allowlist checks in
 * allowlist.ts. Callers refuse values containing a backslash or '<' first, so escapes never reach here.
 * Function arguments are read recursively: scan.ts has already refused anything nested deeper than
 * MAX_DEPTH, so the recursion is bounded by a constant, not by the input.
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

const NUMBER = /^[+-]?(?:\d+(?:\.\d+)?|\.\d+)(?:e[+-]?\d+)?$/i;

function number(value: string, unit: string): ValuePart | string {
  if (!NUMBER.test(value)) return `unreadable number '${value}'`;
  return { type: 'number', value: Number.parseFloat(value), unit: unit.toLowerCase(), text: `${value}${unit}` };
}

function part(node: CssNode): ValuePart | string {
  switch (node.type) {
    case 'Identifier':
      return { type: 'ident', text: node.name };
    case 'Number':
      return number(node.value, '');
    case 'Percentage':
      return number(node.value, '%');
    case 'Dimension':
      return number(node.value, node.unit);
    case 'Hash':
      return { type: 'hash', text: `#${node.value}` };
    case 'String':
      return /["\n]/.test(node.value) ? 'string with a quote or newline' : { type: 'string', text: node.value };
    case 'Url':
      return /["\s]/.test(node.value) ? 'malformed url()' : { type: 'url', url: node.value };
    case 'Operator':
      if (node.value === ',') return { type: 'comma' };
      if (node.value === '/') return { type: 'slash' };
      return `operator '${node.value}' not allowed`;
    case 'Function': {
      const args = valueParts(node.children.toArray());
      return typeof args === 'string' ? args : { type: 'function', name: node.name.toLowerCase(), args };
    }
    default:
      return `${node.type} not allowed in a value`;
  }
}

/** Components of a value's nodes, or why they cannot be read. */
export function valueParts(nodes: readonly CssNode[]): ValuePart[] | string {
  const parts: ValuePart[] = [];
  for (const node of nodes) {
    const p = part(node);
    if (typeof p === 'string') return p;
    parts.push(p);
  }
  return parts;
}

/** Canonical text of accepted components; strings and URLs are re-quoted with double quotes. */
export function serializeValue(parts: readonly ValuePart[]): string {
  let out = '';
  for (const p of parts) {
    if (p.type === 'comma') {
      out += ',';
      continue;
    }
    const text =
      p.type === 'slash'
        ? '/'
        : p.type === 'string'
          ? `"${p.text}"`
          : p.type === 'url'
            ? `url("${p.url}")`
            : p.type === 'function'
              ? `${p.name}(${serializeValue(p.args)})`
              : p.text;
    out += out === '' ? text : ` ${text}`;
  }
  return out;
}
