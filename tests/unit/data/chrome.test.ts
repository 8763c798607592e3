import { describe, expect, it } from 'vitest';
import {
  bannerPromos,
  EXPLORE_HREF,
  navItems,
  notificationHtml,
  socialLinks,
  supportLinks,
} from '../../../src/data/chrome.ts';
import { snapshot } from './fixture.ts';

const col = (id: string, slug: string, parentId: string | null = null) => ({
  id,
  slug,
  name: slug.toUpperCase(),
  parentId,
  totalCount: 1,
});

describe('navItems', () => {
  it("puts 'Explore' first, then nested collections, custom links and About", () => {
    const s = snapshot((s) => {
      s.collections = [col('1', 'apparel'), col('2', 'tees', '1'), col('3', 'cart'), col('4', 'orphan', 'missing')];
      s.theme.content.header.customLinks = [{ label: 'Tour', href: 'https://x.example/tour', openInNewWindow: true }];
      s.theme.content.header.showAbout = true;
    });
    const items = navItems(s);
    expect(items.map((i) => i.label)).toEqual(['Explore', 'APPAREL', 'CART', 'ORPHAN', 'Tour', 'About']);
    expect(items[0]?.href).toBe(EXPLORE_HREF);
    expect(items[1]?.children.map((c) => c.href)).toEqual(['/tees']);
    // A collection named like a fixed route moves away from it.
    expect(items[2]?.href).toBe('/cart-collection');
    expect(items[4]).toMatchObject({ href: 'https://x.example/tour', newWindow: true });
    expect(items[5]?.href).toBe('/about');
  });

  it('leaves collections out when showCategories is off, and About when showAbout is off', () => {
    const s = snapshot((s) => {
      s.collections = [col('1', 'apparel')];
      s.theme.content.header.showCategories = false;
      s.theme.content.header.showAbout = false;
    });
    expect(navItems(s).map((i) => i.label)).toEqual(['Explore']);
  });

  it('survives a parent cycle', () => {
    const s = snapshot((s) => {
      s.collections = [col('1', 'a', '2'), col('2', 'b', '1')];
    });
    expect(navItems(s).map((i) => i.label)).toEqual(['Explore']);
  });
});

describe('notificationHtml', () => {
  it('is null when the flag is off, whatever the theme says', () => {
    const s = snapshot((s) => {
      s.theme.content.notification = '<b>Sale</b>';
      s.flags.notificationBanner = false;
    });
    expect(notificationHtml(s)).toBeNull();
  });

  it('is sanitised when the flag is on', () => {
    const s = snapshot((s) => {
      s.theme.content.notification = '<b>Sale</b><script>alert(1)</script><img src=x onerror=alert(1)>';
      s.flags.notificationBanner = true;
    });
    const html = notificationHtml(s) ?? '';
    expect(html).toContain('<b>Sale</b>');
    expect(html).not.toMatch(/script|onerror/);
  });

  it('is null when nothing survives sanitising', () => {
    const s = snapshot((s) => {
      s.theme.content.notification = '<script>alert(1)</script>';
      s.flags.notificationBanner = true;
    });
    expect(notificationHtml(s)).toBeNull();
  });
});

describe('supportLinks', () => {
  it('links /support only when the support flag is on', () => {
    const off = supportLinks(snapshot()).map((l) => l.href);
    expect(off).toEqual(['/track', '/contact', '/terms-of-use', '/privacy-policy']);
    const on = supportLinks(snapshot((s) => (s.flags.support = true))).map((l) => l.href);
    expect(on[0]).toBe('/support');
  });
});

describe('socialLinks and bannerPromos', () => {
  it("prefers the theme's brand links over the store's", () => {
    const store = [{ id: 'x', url: 'https://x.com/s', icon: 'x' }];
    expect(socialLinks(snapshot((s) => (s.store.socialMedia = store)))).toEqual(store);
    const brand = [{ id: 'youtube', url: 'https://youtube.com/b', icon: 'youtube' }];
    const both = snapshot((s) => {
      s.store.socialMedia = store;
      s.theme.brand.socialMedia = brand;
    });
    expect(socialLinks(both)).toEqual(brand);
  });

  it('keeps only valid codes, in order', () => {
    const s = snapshot((s) => {
      s.store.promoCodes = [
        { code: 'A', type: 'percentage', value: 0 },
        { code: 'B', type: 'free_shipping', value: null },
        { code: 'C', type: 'fixed_value', value: { amount: 500, currency: 'EUR' } },
        { code: 'D', type: 'fixed_value', value: { amount: 500, currency: 'USD' } },
      ];
    });
    expect(bannerPromos(s).map((p) => p.code)).toEqual(['B', 'D']);
  });
});
