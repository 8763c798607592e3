/**
 * /theme.css: the store's theme variables where they differ from the default theme (src/styles/base.css
 * declares those) and its filtered customCSS, linked from every page's head with a version of its content
 * (themeStylesheetPath), so a changed theme is a new URL. A stylesheet of its own instead of a `<style>` in every page: cached once,
 * not in each page's HTML (issue 16: listing HTML at most 14 KB gzip). Built as a file for static hosts;
 * the on-demand server answers it per request, with the preview theme for an owner preview.
 */
import type { APIRoute } from 'astro';
import { getStoreData } from '../data/index.ts';
import { themeStylesheet } from '../features/theme/domain/theme-css.ts';

export const GET: APIRoute = async () => {
  const { theme } = await getStoreData();
  return new Response(themeStylesheet(theme), { headers: { 'content-type': 'text/css; charset=utf-8' } });
};
