/**
 * The Preferences modal's lists in the page (src/features/localization/components/lists-data.ts): written as
 * JSON only when they differ from the platform's defaults, which the island loads itself.
 */
import { describe, expect, it } from 'vitest';
import { listsJson, sameLists } from '../../src/features/localization/components/lists-data.ts';
import { DEFAULT_LOCALIZATION } from '../../src/features/catalog/index.ts';

describe('localization lists element', () => {
  it('is left out when the lists are the defaults, whatever else the localization carries', () => {
    const elsewhere = { ...DEFAULT_LOCALIZATION, buyerRegion: 'EU' };
    expect(sameLists(elsewhere, DEFAULT_LOCALIZATION)).toBe(true);
  });

  it('is written when a list differs', () => {
    const fewer = { ...DEFAULT_LOCALIZATION, currencies: DEFAULT_LOCALIZATION.currencies.slice(0, 2) };
    expect(sameLists(fewer, DEFAULT_LOCALIZATION)).toBe(false);
    const renamed = { ...DEFAULT_LOCALIZATION, regions: [{ region: 'USA', fulfillmentRegion: 'EUR' }] };
    expect(sameLists(renamed, DEFAULT_LOCALIZATION)).toBe(false);
  });

  it('holds the three lists only, with nothing that could close the script element', () => {
    const json = listsJson({ ...DEFAULT_LOCALIZATION, locales: [{ code: 'en', name: '</script>' }] });
    expect(json).not.toContain('</script>');
    expect(Object.keys(JSON.parse(json) as object)).toEqual(['locales', 'currencies', 'regions']);
  });
});
