/**
 * The React island renderer of the static build (src/integrations/island-render/server.ts): markup rendered at
 * once gives the bytes of React's stream render, and what suspends is still rendered whole, not its fallback.
 */
import { createElement, lazy, Suspense, useId, type ComponentType } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createRenderer } from '../../src/integrations/island-render/server.ts';

const renderer = createRenderer({ memo: false });

type Props = Record<string, unknown>;

async function render(Component: ComponentType<Props>, props: Props = {}, result: object = {}) {
  return renderer.renderToStaticMarkup.call({ result }, Component, props, {}, { hydrate: 'idle' });
}

async function streamed(Component: ComponentType<Props>, props: Props, identifierPrefix: string): Promise<string> {
  return new Response(await renderToReadableStream(createElement(Component, props), { identifierPrefix })).text();
}

function Options({ sizes }: Props) {
  const id = useId();
  const list = Array.isArray(sizes) ? sizes.map(String) : [];
  return createElement(
    'fieldset',
    { 'aria-labelledby': id },
    createElement('legend', { id }, 'Size £ €'),
    list.map((size) =>
      createElement('label', { key: size }, createElement('input', { type: 'radio', name: id }), size),
    ),
    'Adding…',
  );
}

const Later = lazy(() => Promise.resolve({ default: () => createElement('p', null, 'loaded later') }));

function Suspending() {
  return createElement(Suspense, { fallback: createElement('p', null, 'fallback') }, createElement(Later));
}

describe('island server markup', () => {
  it('is the stream render’s markup, ids and text included', async () => {
    const props = { sizes: ['S', 'M', 'L'] };
    const { html, attrs } = await render(Options, props);
    expect(attrs.prefix).toMatch(/^r[0-9A-Za-z]{8}$/);
    expect(html).toBe(await streamed(Options, props, attrs.prefix ?? ''));
    expect(html).toContain('Size £ €');
  });

  it('renders what suspends whole, not its fallback', async () => {
    const { html } = await render(Suspending);
    expect(html).toContain('loaded later');
    expect(html).not.toContain('fallback');
    expect(html).not.toContain('<!--$!');
  });

  it('gives an island the same id for the same input, and the next identical one on a page its own', async () => {
    const page = {};
    const first = await render(Options, { sizes: ['S'] }, page);
    const second = await render(Options, { sizes: ['S'] }, page);
    const elsewhere = await render(Options, { sizes: ['S'] }, {});
    expect(second.attrs.prefix).toBe(`${first.attrs.prefix ?? ''}_1`);
    expect(elsewhere.attrs.prefix).toBe(first.attrs.prefix);
  });
});
