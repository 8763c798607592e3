/**
 * Properties of the customCSS filter (issue 3 §3, issue 14, src/features/theme/domain/custom-css.ts): whatever the owner
 * writes, the output holds no script, no break-out of <style>, no import, no escape, no !important, no
 * property that can hide, move or cover a box, no rule aimed at the header or a commerce control (and the
 * rest is scoped out of them); and filtering the output again changes nothing.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeCustomCss } from '../../../src/features/theme/domain/custom-css.ts';

/** Properties the filter promises never to keep (css/properties.ts: nothing that hides, moves or covers). */
const FORBIDDEN_PROPERTIES = [
  'display',
  'visibility',
  'position',
  'z-index',
  'inset',
  'top',
  'left',
  'float',
  'transform',
  'opacity',
  'clip',
  'clip-path',
  'mask',
  'filter',
  'overflow',
  'width',
  'height',
  'pointer-events',
  'content',
  'animation',
  'transition',
  'text-indent',
  'behavior',
  'behaviour',
  '-moz-binding',
];

/** Pieces an attacker or a careless owner would write; mixed with harmless ones and random text. */
const fragment = fc.oneof(
  fc.constantFrom(
    'a',
    '.btn',
    '#x',
    'body',
    '*',
    '[href]',
    'color: red',
    'background: url(javascript:alert(1))',
    'background:url( "javascript:alert(1)" )',
    'background: url(//evil.example/x.png)',
    'background: url(https://evil.example/x.png)',
    'background-image: url(/img/ok.png)',
    'width: expression(alert(1))',
    'color: expression(alert(1))',
    'c\\olor: red',
    'background: u\\72l(javascript:x)',
    'behavior: url(x.htc)',
    '-moz-binding: url(x.xml#y)',
    'position: fixed',
    'display: none',
    'z-index: 99999',
    'opacity: 0',
    'margin: -500px',
    'padding: 10px !important',
    'font-size: 99999px',
    '</style><script>alert(1)</script>',
    '</STYLE>',
    '<!--',
    '-->',
    '@import url(evil.css);',
    '@import "evil.css";',
    '@charset "utf-8";',
    '@namespace x url(y);',
    '@media (max-width: 600px) {',
    '@font-face { font-family: x; src: url(https://evil.example/f.woff2) }',
    '@keyframes k { from { opacity: 0 } }',
    '@supports (display: grid) {',
    '@layer x {',
    '/*',
    '*/',
    '{',
    '}',
    ';',
    ':',
    '(',
    ')',
    '"',
    "'",
    '\\',
    '\n',
    'javascript:',
    'expression(',
    '--x: 1',
    'color: var(--x)',
    'width: calc(100vw + 1px)',
  ),
  fc.string({ maxLength: 12 }),
);
const goodDeclaration = fc.constantFrom(
  'color: red',
  'background-color: #fff',
  'margin: 4px',
  'font-size: 18px',
  'border: 1px solid red',
  'background-image: url(/img/ok.png)',
);
const random = fc.array(fragment, { maxLength: 25 }).map((parts) => parts.join(' '));
/** Rules shaped like real ones (selector { declarations }), so a good share of the output is not empty. */
const rule = fc
  .tuple(
    fc.constantFrom(
      'a',
      '.btn',
      'h1, h2',
      '#cart > li',
      '[data-x="1"]',
      '.site-header a',
      'header',
      'body',
      '*',
      '.product-tile__price',
      'footer .site-footer__links a',
      'button[type=submit]',
      '.tile',
    ),
    fc.array(fc.oneof({ arbitrary: goodDeclaration, weight: 2 }, { arbitrary: fragment, weight: 1 }), {
      minLength: 1,
      maxLength: 4,
    }),
  )
  .map(([selector, body]) => `${selector} { ${body.join('; ')} }`);
const css = fc.oneof(
  random,
  fc.array(rule, { minLength: 1, maxLength: 4 }).map((rules) => rules.join('\n')),
  fc
    .tuple(fc.constantFrom('@media (max-width: 600px)', '@media screen'), fc.array(rule, { maxLength: 3 }))
    .map(([media, rules]) => `${media} { ${rules.join(' ')} }`),
);

/** The output's declarations as [property, value] pairs (the output is the filter's own regular form). */
function declarations(output: string): [string, string][] {
  return [...output.matchAll(/(?:\{|;)\s*([a-z-]+)\s*:\s*([^;{}]*);/gi)].map((m) => [m[1] ?? '', m[2] ?? '']);
}

describe('custom CSS filter properties', () => {
  it('never lets a forbidden construct through, whatever the input', () => {
    fc.assert(
      fc.property(css, (input) => {
        const { css: output } = sanitizeCustomCss(input);
        const lower = output.toLowerCase();
        expect(lower).not.toContain('javascript:');
        expect(lower).not.toContain('expression(');
        expect(lower).not.toContain('@import');
        expect(lower).not.toContain('@charset');
        expect(lower).not.toContain('@namespace');
        expect(lower).not.toContain('@keyframes');
        expect(lower).not.toContain('@supports');
        expect(lower).not.toContain('</style');
        expect(lower).not.toContain('<');
        expect(lower).not.toContain('\\');
        expect(lower).not.toContain('!important');
        expect(lower).not.toContain('-moz-binding');
        expect(lower).not.toMatch(/\bbehaviou?r\s*:/);
        expect(lower).not.toMatch(/url\(\s*["']?\s*(?:[a-z][a-z0-9+.-]*:(?!image\/)|\/\/|\\)/);
        expect(lower).not.toMatch(/var\(|calc\(|vw|vh/);
        for (const [property] of declarations(lower)) {
          expect(FORBIDDEN_PROPERTIES).not.toContain(property);
          expect(property.startsWith('--')).toBe(false);
        }
      }),
    );
  });

  it('the generated inputs do exercise the filter: part of them keep some CSS', () => {
    const kept = fc.sample(css, { numRuns: 200, seed: 1 }).filter((input) => sanitizeCustomCss(input).css !== '');
    expect(kept.length).toBeGreaterThan(20);
  });

  it('wraps whatever it keeps in @layer custom, and keeps braces balanced', () => {
    fc.assert(
      fc.property(css, (input) => {
        const { css: output } = sanitizeCustomCss(input);
        if (output === '') return;
        expect(output.startsWith('@layer custom {\n')).toBe(true);
        expect(output.endsWith('\n}')).toBe(true);
        let depth = 0;
        for (const ch of output) {
          if (ch === '{') depth += 1;
          if (ch === '}') depth -= 1;
          expect(depth).toBeGreaterThanOrEqual(0);
        }
        expect(depth).toBe(0);
      }),
    );
  });

  it('keeps no rule aimed at the header or a commerce control, and scopes the rest out of them', () => {
    const PROTECTED =
      /(^|[\s,>+~])(header|button|input|select|nav)\b|\.(site-header|btn|cart|price|options__|sticky-add|co-|site-footer__links)|\[type/i;
    fc.assert(
      fc.property(css, (input) => {
        const bare = sanitizeCustomCss(input, { layer: null }).css;
        for (const m of bare.matchAll(/^\s*([^@{}\n][^{}\n]*?)\s*\{/gm)) expect(m[1] ?? '').not.toMatch(PROTECTED);
        expect(bare).not.toMatch(/(^|\n)\s*(body|\*)\s*\{[^}]*(font-size|line-height|letter-spacing|word-spacing)/);
        const { css: output } = sanitizeCustomCss(input);
        if (bare.includes('{') && !bare.startsWith('@font-face'))
          expect(output).toMatch(/^@layer custom \{\n(@font-face[^\n]*\n)*@scope \(body\) to \(\.site-header, /);
      }),
    );
  });

  it('is idempotent: filtering the output again gives the same output and drops nothing', () => {
    fc.assert(
      fc.property(css, (input) => {
        const once = sanitizeCustomCss(input, { layer: null }).css;
        const twice = sanitizeCustomCss(once, { layer: null });
        expect(twice.css).toBe(once);
        expect(twice.dropped).toEqual([]);
      }),
    );
  });

  it('margins never go negative and font sizes stay capped in what is kept', () => {
    const size = fc.integer({ min: -100_000, max: 100_000 });
    fc.assert(
      fc.property(size, fc.constantFrom('px', 'em', 'rem'), (n, unit) => {
        const output = sanitizeCustomCss(`p { margin: ${n}${unit}; font-size: ${n}${unit}; }`).css;
        for (const [property, value] of declarations(output)) {
          const px = Number.parseFloat(value) * (value.endsWith('px') ? 1 : 16);
          if (property === 'margin') expect(px).toBeGreaterThanOrEqual(0);
          if (property === 'font-size') expect(px).toBeLessThanOrEqual(200);
        }
      }),
    );
  });
});
