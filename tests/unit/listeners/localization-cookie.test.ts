/**
 * The localization listener (storefront §4): the shopper's choice in Preferences is written to sf_loc for a
 * year, site-wide, SameSite=Lax, Secure over https, before applyLocalization reloads the page; the store
 * reads it back on the next load.
 */
import { describe, expect, it, vi } from 'vitest';
import type { FakeBrowser } from '../stores/browser.ts';
import { attached, cleanUpAfterEach, freshPage } from './page.ts';

let browser: FakeBrowser;

async function load(protocol = 'https:') {
  browser = freshPage({ store: 'demo', protocol });
  const preferences = await import('../../../src/features/localization/stores/preferences.ts');
  const { attachLocalizationListeners } = await import('../../../src/features/localization/listeners/index.ts');
  attached(attachLocalizationListeners());
  return preferences;
}

cleanUpAfterEach();

describe('the sf_loc listener', { timeout: 20_000 }, () => {
  it('writes the choice for a year, site-wide, Secure over https, and the next load reads it', async () => {
    const { saveLocalization } = await load();
    saveLocalization({ currency: 'GBP', region: 'GBR', locale: 'en-GB' });
    expect(decodeURIComponent(browser.jar.get('sf_loc') ?? '')).toBe('GBP|GBR|en-GB');
    const attributes = browser.writes.at(-1)?.attributes.map((a) => a.toLowerCase()) ?? [];
    expect(attributes).toEqual(expect.arrayContaining(['path=/', 'samesite=lax', 'secure']));
    const expires = attributes.find((a) => a.startsWith('expires='));
    expect(Math.round((Date.parse(expires?.slice(8) ?? '') - Date.now()) / 86_400_000)).toBe(365);
    vi.resetModules();
    const { $localization } = await import('../../../src/features/localization/stores/localization.ts');
    expect($localization.get()).toEqual({ currency: 'GBP', region: 'GBR', locale: 'en-GB' });
  });

  it('the cookie is written before applyLocalization reloads; over http it is not Secure', async () => {
    const { applyLocalization } = await load('http:');
    browser.location.reload.mockImplementation(() => {
      expect(decodeURIComponent(browser.jar.get('sf_loc') ?? '')).toBe('EUR|DEU|de');
    });
    applyLocalization({ currency: 'EUR', region: 'DEU', locale: 'de' });
    expect(browser.location.reload).toHaveBeenCalledTimes(1);
    expect(browser.writes.at(-1)?.attributes.map((a) => a.toLowerCase())).not.toContain('secure');
  });
});
