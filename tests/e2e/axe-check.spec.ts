/**
 * The accessibility check every journey uses (fixtures.ts) finds what it should: a page with known
 * violations fails it, and the same page mended passes. Without this, a check that never ran would pass.
 */
import { axeReport, axeViolations, expect, test } from './fixtures.ts';

test.describe('the axe check', () => {
  test('reports an image without alt text, a nameless button and low contrast; passes once mended', async ({
    page,
  }) => {
    await page.setContent(`<!doctype html><html lang="en"><head><title>t</title></head><body><main><h1>Check</h1>
      <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="10" height="10">
      <button type="button"></button>
      <p style="color:#ccc;background:#fff">faint</p></main></body></html>`);
    const ids = (await axeViolations(page)).map((v) => v.id).sort();
    expect(ids).toEqual(['button-name', 'color-contrast', 'image-alt']);
    expect(axeReport(await axeViolations(page, { rules: ['image-alt'] }))).toContain('image-alt');
    expect(await axeViolations(page, { disableRules: ['button-name', 'color-contrast', 'image-alt'] })).toEqual([]);
    expect(await axeViolations(page, { include: ['p'] })).toHaveLength(1);
    expect(await axeViolations(page, { exclude: ['img', 'button', 'p'] })).toEqual([]);
  });
});
