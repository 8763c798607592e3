import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { describe, expect, it } from 'vitest';
import { scanHtml } from '../../src/features/hosting/domain/html-scan.ts';

/**
 * The CSP's page scan against a browser's reading of the same HTML: parse5 implements the HTML standard's
 * tokenizer and tree construction, so what it builds is what a browser builds. For generated pages mixing
 * comments, bogus comments, quoted '>', attributes on end tags, raw-text elements and pages cut off anywhere,
 * the scan must find exactly the inline scripts that run, the origins that load and the event handlers.
 * Left out of the generator, where the scan is knowingly looser than a browser (it then allows more, never
 * less): '<!--' inside a script (the script's "escaped" states), <noscript>, <template>, SVG and MathML.
 */

type Node = DefaultTreeAdapterMap['childNode'] | DefaultTreeAdapterMap['document'];
type Element = DefaultTreeAdapterMap['element'];

/** What runs and loads on the page, read from the browser's tree. */
function browserReading(html: string) {
  const hashes = new Set<string>();
  const origins = new Map<string, Set<string>>();
  let handlers = false;
  const load = (directive: string, url: string | undefined) => {
    if (url === undefined || !/^https?:/i.test(url.trim())) return;
    const set = origins.get(directive) ?? new Set<string>();
    set.add(new URL(url.trim()).origin);
    origins.set(directive, set);
  };
  const visit = (node: Node) => {
    if ('tagName' in node) element(node);
    if ('childNodes' in node) node.childNodes.forEach(visit);
  };
  const element = (el: Element) => {
    const attr = (name: string) => el.attrs.find((a) => a.name === name)?.value;
    if (el.attrs.some((a) => /^on[a-z]+$/.test(a.name))) handlers = true;
    if (el.tagName === 'img' || el.tagName === 'source') load('img-src', attr('src'));
    if (el.tagName === 'link' && attr('rel')?.toLowerCase() === 'stylesheet') load('style-src', attr('href'));
    if (el.tagName !== 'script') return;
    load('script-src', attr('src'));
    const type = (attr('type') ?? '').trim().toLowerCase();
    // HTML's "prepare the script element": inline, a JavaScript type, and whole (its end tag seen).
    const runs = attr('src') === undefined && ['', 'module', 'text/javascript'].includes(type);
    if (!runs || el.sourceCodeLocation?.endTag === undefined) return;
    const text = el.childNodes.map((n) => ('value' in n ? n.value : '')).join('');
    hashes.add(`sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`);
  };
  visit(parse(html, { sourceCodeLocationInfo: true }));
  return {
    scriptHashes: [...hashes].sort(),
    origins: Object.fromEntries([...origins].map(([d, set]) => [d, [...set].sort()])),
    hasEventHandlers: handlers,
  };
}

const attributeName = fc.constantFrom(
  'class',
  'title',
  'alt',
  'src',
  'href',
  'rel',
  'type',
  'onclick',
  'OnLoad',
  'one',
  'data-onclick',
  'on',
  '=x',
);
const attributeValue = fc.constantFrom(
  'x',
  'a > b',
  'https://a.example/i.png',
  'HTTPS://B.EXAMPLE/s.js',
  '/local.png',
  'https:&#x2F;&#x2F;c.example/e.png',
  'stylesheet',
  'module',
  ' Module ',
  'application/ld+json',
  'text/javascript',
  'go()',
  '',
);
/** An attribute as written: quoted either way, unquoted, or bare; then what separates it from the next. */
const attribute = fc
  .tuple(
    attributeName,
    attributeValue,
    fc.constantFrom('"', "'", 'unquoted', 'bare'),
    fc.constantFrom(' ', '\n', '/', ''),
  )
  .map(([name, value, quoting, after]) => {
    const unquoted = value.replace(/[\s>"'`=<]/g, '') || 'v';
    const written =
      quoting === 'bare'
        ? name
        : quoting === 'unquoted'
          ? `${name}=${unquoted}`
          : `${name}=${quoting}${value}${quoting}`;
    // Unquoted and bare attributes need a space before the next; a quoted one may run into it.
    return `${written}${quoting === '"' || quoting === "'" ? after : ' '}`;
  });
const tagName = fc.constantFrom('div', 'span', 'p', 'a', 'b', 'section', 'img', 'IMG', 'link', 'source');
const startTag = fc
  .tuple(tagName, fc.array(attribute, { maxLength: 4 }), fc.constantFrom('>', '/>', ' >'))
  .map(([name, attrs, close]) => `<${name} ${attrs.join('')}${close}`);
const scriptText = fc.constantFrom(
  'run()',
  'a < b && c > d',
  '"</scripty>"',
  "'</ script>'",
  'x = "<b onclick=y()>"',
  '',
);
const rawText = fc.constantFrom(
  '<script>r()</script>',
  '<img src="https://raw.example/r.png">',
  '<b onclick="r()">',
  'plain',
);
/** An element whose content is text: a script is always closed (an open one would swallow the next '<!--'). */
const rawTextElement = fc.oneof(
  fc
    .tuple(
      fc.constantFrom('script', 'SCRIPT', 'Script'),
      fc.array(attribute, { maxLength: 3 }),
      scriptText,
      fc.constantFrom('</script>', '</SCRIPT >', '</script\n>', '</script/>'),
    )
    .map(([name, attrs, text, end]) => `<${name} ${attrs.join('')}>${text}${end}`),
  fc
    .tuple(fc.constantFrom('style', 'title', 'textarea', 'xmp', 'iframe', 'noembed', 'noframes'), rawText)
    .map(([name, text]) => `<${name}>${text}</${name.toUpperCase()}>`),
);
const other = fc.constantFrom(
  'text',
  'a < b',
  'x > y',
  '< p',
  'onclick="t()"',
  '&amp;',
  '<!-- <script>c()</script> <img src="https://comment.example/c.png"> -->',
  '<!-->',
  '<!--->',
  '<!-- a --!><b onclick="h()">',
  '<!DOCTYPE html>',
  '<?xml version="1.0"?>',
  '<![CDATA[ <b onclick="d()"> ]]>',
  '</ x onclick="e()">',
  '</>',
  '</div>',
  '</a onclick="e()" title="1>2">',
  '</p title=">" <img src="https://end.example/e.png">',
  '<plaintext><script>p()</script>',
);
const page = fc
  .tuple(fc.array(fc.oneof(startTag, rawTextElement, other), { maxLength: 12 }), fc.nat())
  .map(([parts, cut]) => {
    const whole = parts.join('');
    // Cut off anywhere, or whole: a tag the page ends inside is never emitted.
    return cut % 3 === 0 ? whole.slice(0, cut % (whole.length + 1)) : whole;
  });

describe('scanHtml reads a page as a browser does', () => {
  it('finds the scripts that run, the origins that load and the handlers, on generated pages', () => {
    fc.assert(
      fc.property(page, (html) => {
        const scan = scanHtml(html);
        const expected = browserReading(html);
        const origins = Object.fromEntries(
          Object.entries(scan.origins).filter(([d]) => ['img-src', 'style-src', 'script-src'].includes(d)),
        );
        expect({ ...scan, scriptHashes: [...scan.scriptHashes].sort(), origins }).toEqual(expected);
      }),
      { numRuns: 3_000 },
    );
  });
});
