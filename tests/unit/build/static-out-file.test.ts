import { describe, expect, it } from 'vitest';
import { outFileOf, pathnameOfRequest, redirectPage } from '../../../src/integrations/static-pages/out-file.ts';

describe("Astro's static output, as the changed-pages render writes it", () => {
  it('puts a page in its folder, an endpoint at its path, the status pages beside the home page', () => {
    expect(outFileOf('/', 'page')).toBe('index.html');
    expect(outFileOf('/listing/tee', 'page')).toBe('listing/tee/index.html');
    expect(outFileOf('/404', 'page')).toBe('404.html');
    expect(outFileOf('/listing/tee.md', 'endpoint')).toBe('listing/tee.md');
    expect(outFileOf('/sitemap-1.xml', 'endpoint')).toBe('sitemap-1.xml');
    expect(pathnameOfRequest('http://localhost:4321/listing/caf%C3%A9/')).toBe('/listing/café');
    expect(pathnameOfRequest('http://localhost:4321/')).toBe('/');
  });

  it("writes a redirect as Astro's build does (the big store's support page with the support flag off)", () => {
    expect(redirectPage(307, '/', '/support/track/recover/')).toBe(
      '<!doctype html><title>Redirecting to: /</title><meta http-equiv="refresh" content="0;url=/">' +
        '<meta name="robots" content="noindex"><link rel="canonical" href="/"><body>\t<a href="/">Redirecting from ' +
        '<code>/support/track/recover/</code> to <code>/</code></a></body>',
    );
    expect(redirectPage(302, '/a?b=1&c="2"', '/x')).toContain('content="2;url=/a?b=1&amp;c=&quot;2&quot;"');
  });
});
