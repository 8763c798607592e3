import { describe, expect, it } from 'vitest';
import { scanHtml, sha256Source } from '../../src/features/hosting/domain/html-scan.ts';

/** The page scan behind the CSP: where a browser reads the HTML differently from a regular expression. */
describe('scanHtml', () => {
  it('ignores scripts, images and handlers inside comments', () => {
    const page = scanHtml(
      '<!-- <script>evil()</script> <img src="https://old.example/a.png"> <b onclick="x()"> --><script>ok()</script>',
    );
    expect(page.scriptHashes).toEqual([sha256Source('ok()')]);
    expect(page.origins).toEqual({});
    expect(page.hasEventHandlers).toBe(false);
  });

  it("reads attributes with '>' inside quotes", () => {
    const page = scanHtml(
      [
        '<img alt="1 > 0" src="https://img.example/a.png">',
        '<script data-note="a>b">run()</script>',
        '<div title="x>y" onclick="go()"></div>',
      ].join(''),
    );
    expect(page.origins).toEqual({ 'img-src': ['https://img.example'] });
    expect(page.scriptHashes).toEqual([sha256Source('run()')]);
    expect(page.hasEventHandlers).toBe(true);
  });

  it('reads tags and attribute names in any letter case', () => {
    const page = scanHtml(
      '<SCRIPT TYPE="Module">up()</SCRIPT><IMG SRC="https://IMG.example/a.png"><LINK REL="Stylesheet" HREF="https://fonts.example/f.css"><P ONCLICK="x()">',
    );
    expect(page.scriptHashes).toEqual([sha256Source('up()')]);
    expect(page.origins).toEqual({ 'img-src': ['https://img.example'], 'style-src': ['https://fonts.example'] });
    expect(page.hasEventHandlers).toBe(true);
  });

  it('decodes entities in attributes but hashes script text as written', () => {
    const page = scanHtml('<img src="https:&#x2F;&#x2F;cdn.example/a.png"><script>if (a &amp;&amp; b) go()</script>');
    expect(page.origins).toEqual({ 'img-src': ['https://cdn.example'] });
    expect(page.scriptHashes).toEqual([sha256Source('if (a &amp;&amp; b) go()')]);
  });

  it('does not take an "onclick=" inside an attribute value or text for a handler', () => {
    expect(scanHtml('<a title="say onclick=x()" href="/">onclick="y()"</a>').hasEventHandlers).toBe(false);
  });

  it('skips what never runs: data scripts, src scripts, text in a textarea, a script left open at the end', () => {
    const page = scanHtml(
      [
        '<script type="application/ld+json">{"@type":"Product"}</script>',
        '<script src="https://js.example/x.js">ignored()</script>',
        '<textarea><script>typed()</script></textarea>',
        '<script>cut(',
      ].join(''),
    );
    expect(page.scriptHashes).toEqual([]);
    expect(page.origins).toEqual({ 'script-src': ['https://js.example'] });
  });

  it('takes every candidate of a srcset and the fonts, icons and stylesheets a link loads', () => {
    const page = scanHtml(
      [
        '<picture><source srcset="https://a.example/1.avif 1x, https://b.example/2.avif 2x"></picture>',
        '<link rel="preload" as="font" href="https://font.example/f.woff2" crossorigin>',
        '<link rel="apple-touch-icon" href="https://icon.example/i.png">',
        '<link rel="canonical" href="https://site.example/">',
      ].join(''),
    );
    expect(page.origins).toEqual({
      'img-src': ['https://a.example', 'https://b.example', 'https://icon.example'],
      'font-src': ['https://font.example'],
    });
  });

  it('reads only the loading tags by their whole name, and handlers on any tag', () => {
    const page = scanHtml(
      [
        '<imgs src="https://a.example/1.png"><scripts src="https://b.example/x.js"></scripts>',
        '<video src="https://c.example/v.mp4"></video><source src="https://d.example/v.webm">',
        '<span oN="x()">',
      ].join(''),
    );
    expect(page.origins).toEqual({ 'img-src': ['https://d.example'] });
    expect(page.hasEventHandlers).toBe(false);
    expect(scanHtml('<section One="x()">').hasEventHandlers).toBe(true);
  });

  it('gives the same hash to a script that repeats on page after page', () => {
    const pages = ['<script>a()</script><script>b()</script>', '<script>b()</script><script>a()</script>'];
    const first = scanHtml(pages[0] ?? '');
    const second = scanHtml(pages[1] ?? '');
    expect(first.scriptHashes).toEqual([sha256Source('a()'), sha256Source('b()')]);
    expect(second.scriptHashes).toEqual([sha256Source('b()'), sha256Source('a()')]);
  });
});
