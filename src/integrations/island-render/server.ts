/**
 * The React server renderer, with two changes to @astrojs/react's own (@astrojs/react/dist/server.js, MIT,
 * written out here because that module keeps its island ids private):
 * - Island ids are deterministic. @astrojs/react numbers a page's islands ('r0', 'r1' …: React's
 *   identifierPrefix, which useId ids and the island's `prefix` attribute carry) in the order their
 *   renders start, and with pages rendered four at a time that order changed from build to build, so
 *   one snapshot did not give the same bytes twice. Here the id is a hash of the island's component and
 *   input, plus how many identical islands came before it on the page.
 * - Server markup is rendered once per distinct input: a 10,000-listing store renders the same header,
 *   cart and modal islands on every page. The last MEMO_MAX_ENTRIES answers are kept by component, input
 *   and id (inputs of plain data only: anything else renders every time). A hit gives the bytes a render
 *   would: islands read only their props on the server. Only the static build uses it (see ./index.ts).
 * Options of @astrojs/react this project does not use (include/exclude, experimentalReactChildren,
 * experimentalDisableStreaming) are not supported here.
 */
import { createHash } from 'node:crypto';
import React, { type ComponentType, type ReactNode } from 'react';
import ReactDOM from 'react-dom/server';
import { memoKey } from '../../shared/memo-key.ts';
import { flatten } from '../../shared/memo.ts';

export const MEMO_MAX_ENTRIES = 256;
const ID_PREFIX = 'r';

interface RendererThis {
  result?: object;
}
type Slots = Record<string, unknown> & { default?: unknown };
type Metadata =
  | {
      astroStaticSlot?: boolean;
      hydrate?: string;
      displayName?: string;
      componentUrl?: string;
      componentExport?: { value?: string };
    }
  | undefined;
interface Rendered {
  html: string;
  attrs: { prefix: string | undefined };
}

/** Per page: how many islands with each id base it has rendered. */
const seen = new WeakMap<object, Map<string, number>>();

/** The island's id on its page: a hash of what it renders, then '_n' for the n-th identical one. */
function islandId(result: object | undefined, base: string): string {
  const id = `${ID_PREFIX}${createHash('sha1').update(base).digest('base64url').slice(0, 8).replace(/[-_]/g, 'x')}`;
  if (!result) return id;
  let counts = seen.get(result);
  if (!counts) {
    counts = new Map();
    seen.set(result, counts);
  }
  const n = counts.get(base) ?? 0;
  counts.set(base, n + 1);
  return n === 0 ? id : `${id}_${n}`;
}

const slotName = (str: string) => str.trim().replace(/[-_]([a-z])/g, (_, w: string) => w.toUpperCase());
const reactTypeof = Symbol.for('react.element');
const reactTransitionalTypeof = Symbol.for('react.transitional.element');

/** A slot's markup: Astro hands slots over as strings or its HTML strings (a String subclass). */
const slotText = (value: unknown): string =>
  typeof value === 'string' ? value : value instanceof String ? value.valueOf() : '';

function StaticHtmlImpl({ value, name, hydrate = true }: { value: unknown; name?: string; hydrate?: boolean }) {
  const html = slotText(value);
  if (html.trim() === '') return null;
  return React.createElement(hydrate ? 'astro-slot' : 'astro-static-slot', {
    name,
    suppressHydrationWarning: true,
    dangerouslySetInnerHTML: { __html: html },
  });
}
const StaticHtml = React.memo(StaticHtmlImpl, () => true);

/** React's marker of a Suspense boundary whose content is left to the client (suspended, or threw). */
const CLIENT_RENDERED_BOUNDARY = '<!--$!';

const needsHydration = (metadata: Metadata) => (metadata?.astroStaticSlot ? Boolean(metadata.hydrate) : true);

async function readResult(stream: ReadableStream<Uint8Array>): Promise<string> {
  const reader = stream.getReader();
  const decoder = new TextDecoder('utf-8');
  let result = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return result + decoder.decode();
    result += decoder.decode(value, { stream: true });
  }
}

/**
 * The island's markup rendered at once (renderToString): the same bytes as the stream render when nothing in
 * it suspends, without the web streams' cost and garbage (the 10,000 listing pages of the big store on one
 * thread, measured: 13.7 s against 14.1-16.9 s, RSS 400-420 against 660-720 MB; the same bytes on 1,227
 * pages). Undefined when something suspended or threw, which renderToString answers with a boundary left to
 * the client (its '<!--$!' marker) or an error: the stream render, which waits for suspended content,
 * renders it then.
 */
function renderedWhole(vnode: ReactNode, options: { identifierPrefix?: string }): string | undefined {
  try {
    const html = ReactDOM.renderToString(vnode, options);
    return html.includes(CLIENT_RENDERED_BOUNDARY) ? undefined : html;
  } catch {
    return undefined;
  }
}

async function renderFresh(
  Component: ComponentType<Record<string, unknown>>,
  props: Record<string, unknown>,
  { default: children, ...slotted }: Slots,
  metadata: Metadata,
  prefix: string | undefined,
): Promise<string> {
  const slots: Record<string, ReactNode> = {};
  for (const [key, value] of Object.entries(slotted)) {
    const name = slotName(key);
    slots[name] = React.createElement(StaticHtml, { hydrate: needsHydration(metadata), value, name });
  }
  const newProps: Record<string, unknown> = { ...props, ...slots };
  const newChildren = children ?? props['children'];
  if (newChildren != null) {
    newProps['children'] = React.createElement(StaticHtml, { hydrate: needsHydration(metadata), value: newChildren });
  }
  const vnode = React.createElement(Component, newProps);
  const options = prefix === undefined ? {} : { identifierPrefix: prefix };
  const html =
    renderedWhole(vnode, options) ?? (await readResult(await ReactDOM.renderToReadableStream(vnode, options)));
  return html.replace(/<link\s[^>]*rel="(?:preload|modulepreload|stylesheet|preconnect|dns-prefetch)"[^>]*>/g, '');
}

const memo = new Map<string, string>();
let memoOn = false;
const componentIds = new WeakMap<object, number>();
let nextComponentId = 0;
function componentId(Component: object): number {
  let id = componentIds.get(Component);
  if (id === undefined) {
    id = nextComponentId++;
    componentIds.set(Component, id);
  }
  return id;
}

async function renderToStaticMarkup(
  this: RendererThis | undefined,
  Component: ComponentType<Record<string, unknown>>,
  props: Record<string, unknown>,
  slots: Slots,
  metadata: Metadata,
): Promise<Rendered> {
  delete props['class'];
  const name = `${metadata?.componentUrl ?? ''}#${metadata?.componentExport?.value ?? ''}#${metadata?.displayName ?? Component.name}`;
  const input = memoKey([props, slots, needsHydration(metadata)]);
  const prefix = this?.result ? islandId(this.result, `${name}\u0000${input ?? ''}`) : undefined;
  const key = input === undefined ? undefined : `${componentId(Component)}\u0000${prefix ?? ''}\u0000${input}`;
  const hit = key === undefined || !memoOn ? undefined : memo.get(key);
  if (key !== undefined && hit !== undefined) {
    memo.delete(key);
    memo.set(key, hit);
    return { html: hit, attrs: { prefix } };
  }
  const html = await renderFresh(Component, props, slots, metadata, prefix);
  if (key !== undefined && memoOn) {
    // In one piece: the same markup goes into every page (React's renderToString adds it up piece by piece).
    flatten(html);
    memo.set(key, html);
    if (memo.size > MEMO_MAX_ENTRIES) memo.delete(memo.keys().next().value ?? '');
  }
  return { html, attrs: { prefix } };
}

/** Components found to be React function components: their test render is not run again. */
const testedReact = new WeakSet<object>();

async function check(
  this: RendererThis | undefined,
  Component: unknown,
  props: Record<string, unknown>,
  children: Slots,
): Promise<boolean> {
  if (typeof Component === 'object' && Component !== null) {
    const type: unknown = Reflect.get(Component, '$$typeof');
    return typeof type === 'symbol' && (type.description ?? '').startsWith('react');
  }
  if (typeof Component !== 'function') return false;
  if (Component.name === 'QwikComponent') return false;
  if (Reflect.get(Component, '$$typeof') === Symbol.for('react.forward_ref')) return false;
  const proto: unknown = Component.prototype;
  if (proto != null && typeof Reflect.get(proto, 'render') === 'function') {
    return React.Component.isPrototypeOf(Component) || React.PureComponent.isPrototypeOf(Component);
  }
  if (testedReact.has(Component)) return true;
  const found = { react: false };
  const tested = Component;
  function Tester(...args: unknown[]) {
    try {
      const vnode: unknown = Reflect.apply(tested, undefined, args);
      const type: unknown = vnode && typeof vnode === 'object' ? Reflect.get(vnode, '$$typeof') : undefined;
      if (type === reactTypeof || type === reactTransitionalTypeof) found.react = true;
    } catch {
      // not a React component, or one that throws outside React: either way not claimed here
    }
    return React.createElement('div');
  }
  await renderFresh(Tester, props, children, undefined, undefined);
  if (found.react) testedReact.add(Component);
  return found.react;
}

/**
 * The renderer; `memo` only for a static build. The on-demand server renders each request's store and
 * audience, where equal props need not mean equal markup.
 */
export function createRenderer(options: { memo: boolean }) {
  memoOn = options.memo;
  return { name: '@astrojs/react', check, renderToStaticMarkup, supportsAstroStaticSlot: true };
}
