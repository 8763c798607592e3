import { z } from 'zod';
import type { SandboxContext } from '../context.ts';
import { themeQuerySchema as themeQuery } from '../contracts/theme.ts';
import { GATED_ACCESS_CODE, storeFixture } from '../fixtures/stores.ts';
import { fail, notFound, parseBody, parseQuery } from '../http.ts';
import { themeAsset } from '../themes/assets.ts';
import { buildTheme, THEME_RECIPES, toPreview } from '../themes/stores.ts';

/**
 * Theme service (spec storefront §1, §3 Theme, §6; checkout Login page).
 *
 * GET /theme/v1/themes?siteKey=<slug>[&accessCode=][&heroTemplate=][&preview=1]
 *   200 the full theme; 400 bad query; 401 gated store without the right access code
 *   (code access_code_required or access_code_invalid); 404 unknown store or a store without a
 *   theme (`minimal`, code theme_not_found).
 * GET /theme/assets/<name> — the theme's generated images (SVG) and font stylesheets.
 * POST /_sandbox/theme { store, customCSS } → replaces that store's styles.customCSS in this session
 *   (SQLite, cleared by /_sandbox/reset), so browser tests can apply hostile CSS to the on-demand pages.
 */
const overrideBody = z.object({ store: z.string().min(1), customCSS: z.string().max(2_000_000) });

export function register(ctx: SandboxContext): void {
  const { db } = ctx;
  db.exec('CREATE TABLE IF NOT EXISTS theme_overrides (store TEXT PRIMARY KEY, custom_css TEXT NOT NULL)');
  ctx.onReset(() => db.exec('DELETE FROM theme_overrides'));
  const selectOverride = db.prepare('SELECT custom_css FROM theme_overrides WHERE store = ?');
  const upsert = db.prepare(
    'INSERT INTO theme_overrides (store, custom_css) VALUES (?, ?) ON CONFLICT (store) DO UPDATE SET custom_css = excluded.custom_css',
  );

  ctx.router.add('POST', '_sandbox', '/theme', (req) => {
    const body = parseBody(req, overrideBody);
    const store = storeFixture(body.store);
    if (!store) notFound(`Store ${body.store}`, { pointer: '/store' });
    upsert.run(store.slug, body.customCSS);
    return { status: 200, json: { store: store.slug, customCSS: body.customCSS.length } };
  });

  ctx.router.add('GET', 'theme', '/v1/themes', (req) => {
    const query = parseQuery(req, themeQuery);
    const store = storeFixture(query.siteKey);
    if (!store) notFound(`Store ${query.siteKey}`, { parameter: 'siteKey' });
    if (store.gated) {
      if (query.accessCode === undefined || query.accessCode === '') {
        fail(401, 'access_code_required', 'This store needs an access code', { parameter: 'accessCode' });
      }
      if (query.accessCode !== GATED_ACCESS_CODE) {
        fail(401, 'access_code_invalid', 'The access code is not valid', { parameter: 'accessCode' });
      }
    }
    const recipe = store.themeMissing ? undefined : THEME_RECIPES[store.like ?? store.slug];
    if (!recipe) fail(404, 'theme_not_found', `No theme for store ${store.slug}`, { parameter: 'siteKey' });
    const built = buildTheme(store, recipe, ctx.origin(), query.heroTemplate ?? recipe.hero);
    const override = selectOverride.get(store.slug)?.['custom_css'];
    const published =
      typeof override === 'string' ? { ...built, styles: { ...built.styles, customCSS: override } } : built;
    const preview = query.preview === '1' || query.preview === 'true';
    return { status: 200, json: preview ? toPreview(published) : published };
  });

  ctx.router.add('GET', 'theme', '/assets/:name', (req) => {
    const name = req.params['name'] ?? '';
    const asset = themeAsset(name);
    if (!asset) notFound(`Asset ${name}`);
    return {
      status: 200,
      body: asset.body,
      headers: { 'content-type': asset.contentType, 'cache-control': 'public, max-age=3600' },
    };
  });
}
