/**
 * The HTML RenderOnce.astro remembers, by key: what a slot rendered the first time its key was seen in this
 * process. Bounded (BoundedMap, ../shared/memo.ts): past RENDERED_MAX keys it starts over (a 10,000-listing
 * store has 10,000 distinct tiles of about 1 KB). Nothing is remembered under `astro dev`:
 * the key holds the data, not the component's code, so an edited component would still show its old HTML.
 */
import { BoundedMap } from '../shared/memo.ts';
import { memoKey } from '../shared/memo-key.ts';

export const RENDERED_MAX = 20_000;

const rendered = new BoundedMap<string, string>(RENDERED_MAX);

/** Markup that must not be repeated from another page: Astro writes islands' and scripts' code once per page. */
const PER_PAGE = /<astro-island\b|<script\b/i;

/**
 * A RenderOnce key: the markup's name (a component's, or a part of one) and everything it reads, as
 * memoKey writes it; undefined (render every time) when that is not plain data.
 */
export function onceKey(name: string, input: unknown): string | undefined {
  const data = memoKey(input);
  return data === undefined ? undefined : `${name}:${data}`;
}

/**
 * The HTML remembered for `key`, if any. A caller that renders many (a shelf's tiles) asks this first and
 * uses RenderOnce only without it: an Astro component costs about as much as the tile it would repeat.
 */
export function renderedBefore(key: string | undefined): string | undefined {
  return key === undefined || import.meta.env.DEV ? undefined : rendered.get(key);
}

/** `key`'s HTML: remembered, or rendered now by `render` and remembered (RenderOnce.astro, the feed's tiles). */
export async function renderOnce(key: string | undefined, render: () => Promise<string>): Promise<string> {
  return renderedBefore(key) ?? rememberRendered(key, await render());
}

/**
 * Remembers `html` for `key` and gives it back; without a key (an input memoKey cannot compare) remembers
 * nothing. Throws for markup with an island or a script: another page given it would lack their code.
 */
export function rememberRendered(key: string | undefined, html: string): string {
  if (key === undefined) return html;
  if (PER_PAGE.test(html)) throw new Error(`RenderOnce '${key.slice(0, 80)}': its slot holds an island or a script`);
  if (import.meta.env.DEV) return html;
  rendered.set(key, html);
  return html;
}
