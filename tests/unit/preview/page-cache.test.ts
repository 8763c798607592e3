import { describe, expect, it, vi } from 'vitest';
import { PageCache, STALE_LIMIT } from '../../../src/middleware/page-cache.ts';

function renderer() {
  let n = 0;
  const render =
    (init: ResponseInit = {}) =>
    () =>
      Promise.resolve(new Response(`render ${++n}`, init));
  return { render, count: () => n };
}

describe('page cache', () => {
  it('is off with TTL 0 and for anything but GET', async () => {
    const r = renderer();
    const off = new PageCache(0);
    await off.answer('k', 'GET', r.render());
    await off.answer('k', 'GET', r.render());
    const on = new PageCache(1000);
    await on.answer('k', 'POST', r.render());
    await on.answer('k', 'POST', r.render());
    expect(r.count()).toBe(4);
  });

  it('shares one render between concurrent requests and keeps it for the TTL', async () => {
    let now = 0;
    const cache = new PageCache(1000, () => now);
    const r = renderer();
    const answers = await Promise.all([1, 2, 3].map(() => cache.answer('k', 'GET', r.render())));
    expect(await Promise.all(answers.map((a) => a.text()))).toEqual(['render 1', 'render 1', 'render 1']);
    now = 999;
    expect(await (await cache.answer('k', 'GET', r.render())).text()).toBe('render 1');
    expect(r.count()).toBe(1);
  });

  it('serves the previous answer while it renders again, never beyond the stale limit', async () => {
    let now = 0;
    const cache = new PageCache(1000, () => now);
    const r = renderer();
    await cache.answer('k', 'GET', r.render());
    now = 1500;
    expect(await (await cache.answer('k', 'GET', r.render())).text()).toBe('render 1');
    // The refresh runs in the background: wait until its answer is the one served (no new render meanwhile).
    await vi.waitFor(async () => {
      expect(await (await cache.answer('k', 'GET', r.render())).text()).toBe('render 2');
    });
    expect(r.count()).toBe(2);
    now += 1000 * STALE_LIMIT;
    expect(await (await cache.answer('k', 'GET', r.render())).text()).toBe('render 3');
  });

  it('never keeps redirects, errors or answers that set cookies', async () => {
    const cache = new PageCache(1000, () => 0);
    const r = renderer();
    await cache.answer('a', 'GET', r.render({ status: 302 }));
    await cache.answer('a', 'GET', r.render({ status: 302 }));
    await cache.answer('b', 'GET', r.render({ headers: { 'set-cookie': 'x=1' } }));
    await cache.answer('b', 'GET', r.render({ headers: { 'set-cookie': 'x=1' } }));
    expect(r.count()).toBe(4);
  });

  it('keeps each audience apart', async () => {
    const cache = new PageCache(1000, () => 0);
    const r = renderer();
    await cache.answer('["demo",true]', 'GET', r.render());
    expect(await (await cache.answer('["demo",false]', 'GET', r.render())).text()).toBe('render 2');
  });
});
