/**
 * The same rules as `_redirects` and `_headers`, as an nginx snippet to `include` inside a server block
 * whose `root` is dist/<slug>. nginx drops inherited add_header lines in any location that adds its own,
 * so every location repeats the headers that apply to it.
 */
import { TYPED_FILES } from './hosting-rules.ts';
import { headersFor, patternRegExp, type HeaderRule, type RedirectRule } from './rules.ts';

/** Files the build writes for hosts, never served as pages. */
export const HOSTING_FILES = ['_headers', '_redirects', 'nginx.conf'] as const;

const COMPRESSIBLE = [
  'text/css',
  'text/plain',
  'text/markdown',
  'text/xml',
  'application/javascript',
  'application/json',
  'application/xml',
  'application/rss+xml',
  'application/manifest+json',
  'image/svg+xml',
];

/** A quoted header value: nginx interpolates $ there and ends the string at ", so both are refused. */
function quote(value: string): string {
  if (/["$\\\r\n]/.test(value)) throw new RangeError(`cannot write to nginx: ${value}`);
  return `"${value}"`;
}

/** A quoted location regex or path: `$` and `\` keep their regex meaning; quotes and braces are refused. */
function quoteRegex(value: string): string {
  if (/["{};\r\n]/.test(value)) throw new RangeError(`cannot write to nginx: ${value}`);
  return `"${value}"`;
}

function addHeaders(headers: Record<string, string>, indent: string): string[] {
  // nginx writes Content-Type itself, from `types`; an add_header would send a second one.
  return Object.entries(headers)
    .filter(([name]) => name.toLowerCase() !== 'content-type')
    .map(([name, value]) => `${indent}add_header ${name} ${quote(value)} always;`);
}

/** An nginx regex for a _redirects source: the splat and placeholders become numbered captures. */
function nginxRegex(pattern: string): { regex: string; names: string[] } {
  const names = [...patternRegExp(pattern).source.matchAll(/\(\?<(\w+)>/g)].map((m) => m[1] ?? '');
  const regex = patternRegExp(pattern)
    .source.replace(/\(\?<\w+>/g, '(')
    .replace(/\\\//g, '/');
  return { regex, names };
}

function target(to: string, names: readonly string[]): string {
  return names.reduce((out, name, i) => out.replaceAll(`:${name}`, `$${i + 1}`), to);
}

function location(rule: RedirectRule, headerRules: readonly HeaderRule[]): string[] {
  const dynamic = rule.from.includes('*') || rule.from.includes(':');
  const { regex, names } = nginxRegex(rule.from);
  const head = dynamic ? `location ~ ${quoteRegex(regex)} {` : `location = ${quoteRegex(rule.from)} {`;
  const headers = addHeaders(headersFor(headerRules, rule.from.replace('*', 'x')), '    ');
  const to = target(rule.to, names);
  let body: string;
  // A rewrite tries the requested file first: the outcome Netlify's shadowing and our pass-through rules give.
  if (rule.status === 200) body = `try_files $uri $uri/index.html ${to.endsWith('/') ? `${to}index.html` : to} =404;`;
  else if (rule.status === 404) body = 'return 404;';
  else body = `return ${rule.status} ${to}${to.includes('?') ? '' : '$is_args$args'};`;
  return [head, ...headers, `    ${body}`, '}'];
}

/** A typed file's location: its type by extension (with the charset, which nginx adds only to listed types). */
function typedLocation(file: (typeof TYPED_FILES)[number], headerRules: readonly HeaderRule[]): string[] {
  const { regex } = nginxRegex(file.pattern);
  return [
    `location ~ ${quoteRegex(regex)} {`,
    `    types { ${file.mediaType} ${file.extension}; }`,
    `    charset_types ${file.mediaType};`,
    ...addHeaders(headersFor(headerRules, file.pattern.replace('*', 'x')), '    '),
    '    try_files $uri =404;',
    '}',
  ];
}

export interface NginxInput {
  slug: string;
  redirects: readonly RedirectRule[];
  headers: readonly HeaderRule[];
}

export function buildNginxSnippet(input: NginxInput): string {
  const everywhere = headersFor(input.headers, '/');
  const prefixBlocks = input.headers
    .filter((h) => h.pattern !== '/*' && /^\/[^*:]*\/\*$/.test(h.pattern))
    .flatMap((h) => {
      const prefix = h.pattern.slice(0, -1);
      return [`location ^~ ${quoteRegex(prefix)} {`, ...addHeaders(headersFor(input.headers, prefix), '    '), '}'];
    });
  const lines = [
    `# nginx rules for the '${input.slug}' store, written by scripts/postbuild.ts from the same rules as`,
    '# _headers and _redirects. Use inside a server block:  root /srv/dist/<slug>;  include <this file>;',
    'charset utf-8;',
    'index index.html;',
    'error_page 404 /404.html;',
    'gzip on;',
    'gzip_vary on;',
    'gzip_min_length 256;',
    `gzip_types ${COMPRESSIBLE.join(' ')};`,
    ...addHeaders(everywhere, ''),
    '',
    `location ~ ${quoteRegex(`^/(${HOSTING_FILES.map((f) => f.replace('.', '\\.')).join('|')})$`)} {`,
    '    return 404;',
    '}',
    ...prefixBlocks,
    ...TYPED_FILES.flatMap((f) => typedLocation(f, input.headers)),
    ...input.redirects.flatMap((r) => location(r, input.headers)),
    'location / {',
    ...addHeaders(everywhere, '    '),
    '    try_files $uri $uri/index.html $uri.html =404;',
    '}',
    '',
  ];
  return lines.join('\n');
}
