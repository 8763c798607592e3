/**
 * /i18n/<locale>.<version>.js: the static pages' words in one locale (issue 16), written from the
 * translations at build (src/features/localization/build/page-texts-files.ts) and added to a page by its
 * head script for that locale's buyers only. The version in the name follows the content, so hosts may
 * cache it for a year (the _headers rule of /i18n/*). On demand, a name that is not this build's is a 404.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { buildPageTextsFiles } from '../../features/localization/build/page-texts-files.ts';

export const getStaticPaths = (() =>
  buildPageTextsFiles().map((file) => ({ params: { file: file.name }, cacheKey: file.name }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) => {
  const file = buildPageTextsFiles().find((f) => f.name === params['file']);
  if (!file)
    return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return new Response(file.body, { headers: { 'content-type': 'text/javascript; charset=utf-8' } });
};
