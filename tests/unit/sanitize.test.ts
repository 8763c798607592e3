import { describe, expect, it } from 'vitest';
import {
  HOSTILE_MARKERS,
  LEGITIMATE_MARKERS,
  hostileAboutText,
  hostileNotificationHtml,
} from '../../scripts/sandbox/themes/hostile.ts';
import {
  htmlToPlainText,
  sanitizeAboutBlock,
  sanitizeAboutHtml,
  sanitizeNotificationHtml,
} from '../../src/shared/sanitize.ts';

const ORIGIN = 'http://127.0.0.1:4322';

interface Tag {
  closing: boolean;
  name: string;
  attrs: Record<string, string>;
}

/**
 * Reads every tag of sanitiser output. sanitize-html escapes '<' in text and attribute values, so each
 * raw '<' must open a well-formed tag; a '<' the pattern cannot read fails the test.
 */
function tagsOf(html: string): Tag[] {
  const tags = [...html.matchAll(/<(\/?)([a-z0-9]+)((?:\s+[a-z-]+(?:="[^"<>]*")?)*)\s*\/?>/gi)];
  expect(tags.length, `unreadable markup in: ${html}`).toBe((html.match(/</g) ?? []).length);
  return tags.map((m) => ({
    closing: m[1] === '/',
    name: (m[2] ?? '').toLowerCase(),
    attrs: Object.fromEntries(
      [...(m[3] ?? '').matchAll(/\s([a-z-]+)(?:="([^"]*)")?/gi)].map((a) => [a[1] ?? '', a[2] ?? '']),
    ),
  }));
}

const ABOUT_ALLOWED: Record<string, string[]> = {
  ...Object.fromEntries(
    ['p', 'br', 'strong', 'em', 'b', 'i', 'u', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote'].map((t) => [t, []]),
  ),
  a: ['href', 'rel', 'target'],
  img: ['src', 'alt'],
};
const NOTIFICATION_ALLOWED: Record<string, string[]> = {
  ...Object.fromEntries(['strong', 'em', 'b', 'i', 'span', 'br'].map((t) => [t, []])),
  a: ['href', 'rel', 'target'],
};

const decode = (v: string) =>
  v
    .replace(/&#x([0-9a-f]+);?/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);?/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&amp;/g, '&');

function expectOnlyAllowed(html: string, allowed: Record<string, string[]>): void {
  for (const tag of tagsOf(html)) {
    expect(Object.keys(allowed), `tag <${tag.name}> in ${html}`).toContain(tag.name);
    for (const [name, value] of Object.entries(tag.attrs)) {
      expect(allowed[tag.name], `attribute ${name} on <${tag.name}> in ${html}`).toContain(name);
      if (name === 'href' || name === 'src') {
        const url = decode(value)
          .replace(/[\s\u0000-\u001f]/g, '')
          .toLowerCase();
        expect(url).not.toMatch(/^(javascript|vbscript|data:text|data:image\/svg|\/\/)/);
        if (url.startsWith('data:')) expect(url).toMatch(/^data:image\/(png|jpeg|gif|webp);base64,/);
      }
    }
    if (tag.name === 'a' && !tag.closing) expect(tag.attrs['rel']).toBe('noopener noreferrer');
  }
}

const XSS_PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<script><script>alert(1)</script></script>',
  '<img src=x onerror=alert(1)>',
  '<img src="x" ONERROR="alert(1)" alt="a">',
  '<img src=javascript:alert(1) alt=a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+" alt=a>',
  '<img src="data:text/html;base64,PHNjcmlwdD4=" alt=a>',
  '<img """><script>alert(1)</script>">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A;avascript&colon;alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href=" \x01javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<a href="//evil.example">x</a>',
  '<a href="x" onmouseover="alert(1)" style="position:fixed;inset:0">x</a>',
  '<svg onload=alert(1)><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math href="javascript:alert(1)">x</math>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
  '<style>@import "http://evil.example/x.css";</style>',
  '<template><img src=x onerror=alert(1)></template>',
  '<p style="background:url(javascript:alert(1))" class="x" id="y">text</p>',
  '<details open ontoggle=alert(1)>x</details>',
  '<body onload=alert(1)>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<input autofocus onfocus=alert(1)>',
  '<p>unclosed <b>bold <a href="https://ok.example">link',
  '<a href="https://ok.example"><img src="https://ok.example/i.png" alt="x" onload="alert(1)">',
  '<!--<img src=x onerror=alert(1)>-->',
  '<![CDATA[<img src=x onerror=alert(1)>]]>',
  '<p title="&quot;><img src=x onerror=alert(1)>">t</p>',
  '<xmp><img src=x onerror=alert(1)></xmp>',
];

describe('sanitizeNotificationHtml', () => {
  const out = sanitizeNotificationHtml(hostileNotificationHtml(ORIGIN));

  it('keeps the legitimate promo and link', () => {
    expect(out).toContain('<strong>Free shipping</strong>');
    expect(out).toContain('href="/search?searchterm=hoodie"');
    expect(out).toContain(`href="${ORIGIN}/site/"`);
  });

  it('removes every attack of the hostile fixture', () => {
    for (const marker of HOSTILE_MARKERS) expect(out).not.toContain(marker);
    expect(out).not.toContain('__pwned');
    expect(out).not.toContain('<img');
  });

  it('forces rel and keeps target only as _blank', () => {
    expect(out).toContain(`<a href="${ORIGIN}/site/" rel="noopener noreferrer" target="_blank">details</a>`);
    expect(sanitizeNotificationHtml('<a href="/x" target="_top" rel="opener">x</a>')).toBe(
      '<a href="/x" rel="noopener noreferrer">x</a>',
    );
  });

  it('allows inline tags only', () => {
    expect(sanitizeNotificationHtml('<p>Hi <span>there</span></p><h2>big</h2>')).toBe('Hi <span>there</span>big');
    expectOnlyAllowed(
      sanitizeNotificationHtml('<span class="x" style="color:red" onclick="x()">a</span>'),
      NOTIFICATION_ALLOWED,
    );
    expect(sanitizeNotificationHtml('<span class="x" style="color:red">a</span>')).toBe('<span>a</span>');
  });

  it.each(XSS_PAYLOADS)('neutralises %s', (payload) => {
    expectOnlyAllowed(sanitizeNotificationHtml(payload), NOTIFICATION_ALLOWED);
  });
});

describe('sanitizeAboutHtml', () => {
  const blocks = hostileAboutText(ORIGIN).map(sanitizeAboutBlock);
  const all = blocks.map((b) => [b.html, ...b.list].join('')).join('');

  it('keeps paragraphs, emphasis, the real image and the real link', () => {
    expect(blocks[0]?.html).toContain('<p>We started <strong>Northwind</strong> in a garage in 2019.</p>');
    expect(all).toContain('alt="Our workshop"');
    expect(all).toContain(`src="${ORIGIN}/theme/assets/inline-workshop.svg"`);
    expect(all).toContain('href="https://example.com/story"');
    expect(all).toContain('src="data:image/png;base64,iVBOR');
    expect(all).toContain('<em>original</em>');
  });

  it('removes every attack of the hostile fixture, in text and list items', () => {
    for (const marker of HOSTILE_MARKERS) expect(all).not.toContain(marker);
    expect(all).not.toContain('__pwned');
    expect(all).not.toContain('style=');
    expect(all).toContain('<p>overlay</p>');
    expect(blocks[1]?.list).toEqual(['<b>Fair</b> wages', 'Low waste']);
  });

  it('satisfies every legitimate marker that belongs to About or the notification', () => {
    const both = all + sanitizeNotificationHtml(hostileNotificationHtml(ORIGIN));
    for (const marker of LEGITIMATE_MARKERS.filter((m) => !m.startsWith('letter-spacing')))
      expect(both).toContain(marker);
  });

  it('allows the spec tags and mailto links', () => {
    const html =
      '<h2>T</h2><h3>S</h3><h4>s</h4><blockquote>q</blockquote><ul><li>a</li></ul><ol><li>b</li></ol><u>u</u><i>i</i><br>' +
      '<a href="mailto:hi@example.com">mail</a>';
    expect(sanitizeAboutHtml(html)).toBe(
      '<h2>T</h2><h3>S</h3><h4>s</h4><blockquote>q</blockquote><ul><li>a</li></ul><ol><li>b</li></ol><u>u</u><i>i</i><br />' +
        '<a href="mailto:hi@example.com" rel="noopener noreferrer">mail</a>',
    );
    expect(sanitizeAboutHtml('<h1>x</h1><h5>y</h5><div>z</div>')).toBe('xyz');
  });

  it('allows data: images of the four raster types only, and drops images without a src', () => {
    for (const type of ['png', 'jpeg', 'gif', 'webp']) {
      expect(sanitizeAboutHtml(`<img src="data:image/${type};base64,AAAA" alt="a">`)).toContain(
        `src="data:image/${type};base64,AAAA"`,
      );
    }
    expect(sanitizeAboutHtml('<img src="data:image/svg+xml;base64,AAAA" alt="a">')).toBe('');
    expect(sanitizeAboutHtml('<img src="data:image/png,<svg>" alt="a">')).toBe('');
    expect(sanitizeAboutHtml('<img alt="no source">')).toBe('');
    expect(sanitizeAboutHtml('<img src="ftp://x/y.png" alt="a">')).toBe('');
  });

  it.each(XSS_PAYLOADS)('neutralises %s', (payload) => {
    expectOnlyAllowed(sanitizeAboutHtml(payload), ABOUT_ALLOWED);
  });

  it('closes unclosed tags', () => {
    expect(sanitizeAboutHtml('<p>unclosed <b>bold')).toBe('<p>unclosed <b>bold</b></p>');
  });
});

describe('htmlToPlainText', () => {
  it('returns readable text with block boundaries as spaces and entities decoded', () => {
    expect(htmlToPlainText('<p>Soft &amp; warm</p><p>100% cotton&nbsp;&lt;3</p><script>x()</script>')).toBe(
      'Soft & warm 100% cotton <3',
    );
    expect(htmlToPlainText('<ul><li>One</li><li>Two</li></ul>')).toBe('One Two');
  });
});

describe('refused links', () => {
  it('become plain text, never an <a> without href', async () => {
    const { sanitizeNotificationHtml, sanitizeAboutHtml } = await import('../../src/shared/sanitize.ts');
    for (const clean of [sanitizeNotificationHtml, sanitizeAboutHtml]) {
      const out = clean('<a href="javascript:alert(1)">claim</a> and <a href="https://ok.example/x">ok</a>');
      expect(out).not.toMatch(/<a(?![^>]*href)[^>]*>/);
      expect(out).toContain('claim');
      expect(out).toContain('href="https://ok.example/x"');
    }
  });
});

describe('About images', () => {
  it('keeps absolute http(s) images and drops relative ones, which would show as broken', () => {
    const out = sanitizeAboutHtml(
      '<img src="x" alt="a"><img src="/i.png" alt="b"><img src="https://ok.example/i.png" alt="c">',
    );
    expect(out).toBe('<img alt="c" src="https://ok.example/i.png" />');
  });
});
