/**
 * A string that is the same for two inputs exactly when they hold the same plain data (objects, arrays,
 * strings, numbers, booleans, null, undefined), key order included; undefined for anything else (a
 * function, a Date, a Map, a class instance…), whose equality this cannot tell. The key of the islands'
 * server markup, rendered once per distinct input (src/integrations/island-render/server.ts).
 */
export function memoKey(value: unknown): string | undefined {
  const parts: string[] = [];
  return write(value, parts, 0) ? parts.join('') : undefined;
}

const MAX_DEPTH = 32;

function write(value: unknown, out: string[], depth: number): boolean {
  if (depth > MAX_DEPTH) return false;
  if (value === undefined) out.push('u');
  else if (value === null) out.push('n');
  else if (typeof value === 'string') out.push(JSON.stringify(value));
  // Astro hands slots over as its HTML strings (a String subclass).
  else if (value instanceof String) out.push(`h${JSON.stringify(String(value))}`);
  else if (typeof value === 'number') out.push(Object.is(value, -0) ? '-0' : `#${String(value)}`);
  else if (typeof value === 'boolean') out.push(value ? 't' : 'f');
  else if (Array.isArray(value)) {
    out.push('[');
    for (const item of value) {
      if (!write(item, out, depth + 1)) return false;
      out.push(',');
    }
    out.push(']');
  } else if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    out.push('{');
    for (const [key, item] of Object.entries(value)) {
      out.push(JSON.stringify(key), ':');
      if (!write(item, out, depth + 1)) return false;
      out.push(',');
    }
    out.push('}');
  } else return false;
  return true;
}
