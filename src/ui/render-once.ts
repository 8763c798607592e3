/**
 * What Once.astro remembers: the HTML its slot rendered the first time for an object (the store's snapshot)
 * and a name, given again to every later page of that object without rendering the slot. A static build
 * renders 10,000 listing pages in one renderer, and each repeats the header's navigation, the mobile menu
 * and the footer's lists, which read the snapshot alone (measured on one thread: the header was 11 % of a
 * listing page's render). Kept for as long as the object lives, so a preview server's live data, a new
 * object per read, is never given an older object's HTML; nothing is remembered under `astro dev`, whose
 * components change under it.
 */
import { flatten, memoizeByObject } from '../shared/memo.ts';

/** Each object's remembered HTML, by name. */
const renderedFor = memoizeByObject((_of: object) => new Map<string, string>());

/** Markup another page must not be given: Astro writes an island's or a script's code once per page, at the first. */
const PER_PAGE = /<astro-island\b|<script\b/i;

/**
 * `name`'s HTML for `of`: remembered, or rendered now by `render` and remembered. Throws for markup with an
 * island or a script: another page given it would lack their code.
 */
export async function renderOnce(of: object, name: string, render: () => Promise<string>): Promise<string> {
  const rendered = renderedFor(of);
  const known = rendered.get(name);
  if (known !== undefined) return known;
  const html = await render();
  if (PER_PAGE.test(html)) throw new Error(`Once '${name}': its slot holds an island or a script`);
  if (import.meta.env.DEV) return html;
  flatten(html);
  rendered.set(name, html);
  return html;
}
