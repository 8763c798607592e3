import { describe, expect, it } from 'vitest';
import { aboutBlocks, aboutContent, aboutStaticPaths, isAboutEnabled } from '../../../src/data/about.ts';
import { snapshot, tile } from './fixture.ts';

const withAbout = (on: boolean) =>
  snapshot((s) => {
    s.theme.content.header.showAbout = on;
  });

describe('About page existence', () => {
  it('exists only when the theme shows the About link', () => {
    expect(isAboutEnabled(withAbout(true))).toBe(true);
    expect(aboutStaticPaths(withAbout(true))).toEqual([{ params: { about: undefined } }]);
    expect(isAboutEnabled(withAbout(false))).toBe(false);
    expect(aboutStaticPaths(withAbout(false))).toEqual([]);
  });

  it('does not exist with the default theme', () => {
    expect(aboutStaticPaths(snapshot())).toEqual([]);
  });
});

describe('About content', () => {
  it('sanitises every text block and list item', () => {
    const data = snapshot((s) => {
      s.theme.content.aboutText = [
        {
          id: 'a',
          text: '<p onclick="x()">Hi <script>alert(1)</script><img src="https://cdn.example/x.png" onerror="y()" alt="Shop"></p><a href="javascript:z()">z</a>',
          list: ['<b>Fair</b> wages', '<img src=x onerror="w()">Low waste'],
        },
      ];
    });
    const [block] = aboutBlocks(data);
    expect(block?.html).toBe('<p>Hi <img alt="Shop" src="https://cdn.example/x.png" /></p>z');
    expect(block?.list).toEqual(['<b>Fair</b> wages', 'Low waste']);
    const all = JSON.stringify(block);
    for (const bad of ['script', 'onclick', 'onerror', 'javascript:']) expect(all).not.toContain(bad);
  });

  it('drops blocks and list items left empty by sanitising', () => {
    const data = snapshot((s) => {
      s.theme.content.aboutText = [
        { id: 'gone', text: '<script>alert(1)</script>', list: ['<iframe src="https://evil.example"></iframe>'] },
        { id: 'kept', text: '', list: ['One', '   '] },
      ];
    });
    expect(aboutBlocks(data)).toEqual([{ id: 'kept', html: '', list: ['One'] }]);
  });

  it('lists the first 4 public products under Latest releases, with the hero image', () => {
    const data = snapshot((s) => {
      s.theme.content.heroImage = 'https://cdn.example/about.jpg';
      s.products = [tile(1), tile(2, { visibility: 'private' }), tile(3), tile(4), tile(5), tile(6)];
    });
    const content = aboutContent(data);
    expect(content.heroImage).toBe('https://cdn.example/about.jpg');
    expect(content.latest.map((t) => t.productId)).toEqual(['p1', 'p3', 'p4', 'p5']);
  });

  it('has no hero image and no releases when the store has neither', () => {
    expect(aboutContent(snapshot())).toEqual({ blocks: [], heroImage: null, latest: [] });
  });
});
