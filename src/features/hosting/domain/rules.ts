/**
 * `_redirects` and `_headers` in the syntax Netlify and Cloudflare Pages share: parse, match, format.
 * Patterns follow Cloudflare's rules engine: `*` is a splat (any characters, `:splat` in the target),
 * `:name` one path segment; a pattern matches the whole path, exactly as written (no trailing-slash
 * folding, so the build writes both spellings where both must match).
 */

export const REDIRECT_STATUSES = [200, 301, 302, 303, 307, 308, 404] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];

export interface RedirectRule {
  from: string;
  to: string;
  /** 200 rewrites (serves `to` at `from`); 3xx redirects; 404 serves `to` with status 404. */
  status: RedirectStatus;
  /** `!` after the status: Netlify applies the rule even when a file exists at `from`. */
  force: boolean;
}

export interface HeaderRule {
  pattern: string;
  /** Header name → value, in file order. */
  headers: readonly (readonly [string, string])[];
  /** `! Name` lines: headers removed that earlier matching blocks added. */
  detach: readonly string[];
}

export class RuleSyntaxError extends Error {
  constructor(file: '_redirects' | '_headers', line: number, message: string) {
    super(`${file} line ${line}: ${message}`);
    this.name = 'RuleSyntaxError';
  }
}

const REGEX_SPECIAL = /[-/\\^$+?.()|[\]{}]/g;
const PLACEHOLDER = /:([A-Za-z]\w*)/g;
const compiled = new Map<string, RegExp>();

/** The pattern as an anchored regular expression with named groups (`splat` and each placeholder). */
export function patternRegExp(pattern: string): RegExp {
  const hit = compiled.get(pattern);
  if (hit) return hit;
  const parts = pattern.split('*');
  if (parts.length > 2) throw new RangeError(`at most one * in a pattern: ${pattern}`);
  const body = parts
    .map((part) => part.replace(REGEX_SPECIAL, '\\$&').replace(PLACEHOLDER, (_m, name: string) => `(?<${name}>[^/]+)`))
    .join('(?<splat>.*)');
  const regExp = new RegExp(`^${body}$`);
  compiled.set(pattern, regExp);
  return regExp;
}

/** The captured values when `path` (no query) matches `pattern`, else null. */
export function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const match = patternRegExp(pattern).exec(path);
  if (!match) return null;
  return { ...match.groups };
}

/** `to` with `:splat` and `:name` replaced by the captured values (longest names first). */
export function substitute(to: string, params: Readonly<Record<string, string>>): string {
  return Object.keys(params)
    .sort((a, b) => b.length - a.length)
    .reduce((out, name) => out.replaceAll(`:${name}`, params[name] ?? ''), to);
}

export interface RedirectMatch {
  rule: RedirectRule;
  /** The target with placeholders filled in; the request's query is kept for redirects without one. */
  location: string;
}

/** The first rule (file order) whose source matches `path`; `query` is the request's `?…` or ''. */
export function matchRedirect(rules: readonly RedirectRule[], path: string, query = ''): RedirectMatch | null {
  for (const rule of rules) {
    const params = matchPattern(rule.from, path);
    if (!params) continue;
    const target = substitute(rule.to, params);
    const location = rule.status !== 200 && rule.status !== 404 && !target.includes('?') ? target + query : target;
    return { rule, location };
  }
  return null;
}

/** Headers of every block matching `path`, merged as Cloudflare does: repeated names join with ', '. */
export function headersFor(rules: readonly HeaderRule[], path: string): Record<string, string> {
  const merged = new Map<string, { name: string; values: string[] }>();
  for (const rule of rules) {
    if (!matchPattern(rule.pattern, path)) continue;
    for (const name of rule.detach) merged.delete(name.toLowerCase());
    for (const [name, value] of rule.headers) {
      const entry = merged.get(name.toLowerCase());
      if (entry) entry.values.push(value);
      else merged.set(name.toLowerCase(), { name, values: [value] });
    }
  }
  return Object.fromEntries([...merged.values()].map((e) => [e.name, e.values.join(', ')]));
}

const lines = (text: string) => text.split(/\r?\n/).map((raw, i) => ({ raw, n: i + 1 }));
const isSource = (s: string) => s.startsWith('/') || /^https?:\/\//.test(s);

export function parseRedirects(text: string): RedirectRule[] {
  const rules: RedirectRule[] = [];
  for (const { raw, n } of lines(text)) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const [from = '', to = '', code, ...rest] = line.split(/\s+/);
    if (rest.length > 0) throw new RuleSyntaxError('_redirects', n, `conditions are not supported: ${line}`);
    if (!isSource(from) || to === '')
      throw new RuleSyntaxError('_redirects', n, `expected "from to [status]": ${line}`);
    const m = /^(\d{3})(!?)$/.exec(code ?? '301');
    const status = REDIRECT_STATUSES.find((s) => String(s) === m?.[1]);
    if (!m || status === undefined) throw new RuleSyntaxError('_redirects', n, `unsupported status '${code ?? ''}'`);
    patternRegExp(from);
    rules.push({ from, to, status, force: m[2] === '!' });
  }
  return rules;
}

export function parseHeaders(text: string): HeaderRule[] {
  const rules: { pattern: string; headers: [string, string][]; detach: string[] }[] = [];
  for (const { raw, n } of lines(text)) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const indented = /^\s/.test(raw);
    if (!indented) {
      if (!isSource(line)) throw new RuleSyntaxError('_headers', n, `expected a path pattern: ${line}`);
      patternRegExp(line);
      rules.push({ pattern: line, headers: [], detach: [] });
      continue;
    }
    const current = rules.at(-1);
    if (!current) throw new RuleSyntaxError('_headers', n, 'header before any path pattern');
    if (line.startsWith('!')) {
      current.detach.push(line.slice(1).trim());
      continue;
    }
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim();
    if (colon < 1 || !/^[A-Za-z0-9-]+$/.test(name)) throw new RuleSyntaxError('_headers', n, `expected "Name: value"`);
    current.headers.push([name, line.slice(colon + 1).trim()]);
  }
  return rules;
}

const banner = (comment: readonly string[]) => comment.map((c) => `# ${c}\n`).join('');

/** Status is always written: Netlify defaults to 301 and Cloudflare to 302. */
export function formatRedirects(rules: readonly RedirectRule[], comment: readonly string[] = []): string {
  const body = rules.map((r) => `${r.from} ${r.to} ${r.status}${r.force ? '!' : ''}\n`).join('');
  return banner(comment) + body;
}

export function formatHeaders(rules: readonly HeaderRule[], comment: readonly string[] = []): string {
  const blocks = rules.map((r) => {
    const headers = r.headers.map(([name, value]) => {
      if (/[\r\n]/.test(value)) throw new RangeError(`header ${name} has a line break`);
      return `  ${name}: ${value}\n`;
    });
    return `${r.pattern}\n${r.detach.map((d) => `  ! ${d}\n`).join('')}${headers.join('')}`;
  });
  return banner(comment) + blocks.join('\n');
}
