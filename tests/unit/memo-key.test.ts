import { describe, expect, it } from 'vitest';
import { memoKey } from '../../src/shared/memo-key.ts';

describe('memo key', () => {
  it('is equal exactly for equal plain data, key order included', () => {
    const props = { title: 'Tee', prices: [1, 2], nested: { a: null, b: true } };
    expect(memoKey(props)).toBe(memoKey({ title: 'Tee', prices: [1, 2], nested: { a: null, b: true } }));
    expect(memoKey(props)).not.toBe(memoKey({ ...props, title: 'Tee ' }));
    expect(memoKey({ a: 1, b: 2 })).not.toBe(memoKey({ b: 2, a: 1 }));
    expect(memoKey({ a: undefined })).not.toBe(memoKey({}));
    expect(memoKey([1])).not.toBe(memoKey(['1']));
    expect(memoKey(0)).not.toBe(memoKey(-0));
    expect(memoKey(Number.NaN)).not.toBe(memoKey(null));
  });

  it("keeps an Astro slot's markup apart from a plain string", () => {
    // Astro hands slots over as HTML strings, a String subclass.
    expect(memoKey({ default: new String('<b>x</b>') })).toBe(memoKey({ default: new String('<b>x</b>') }));
    expect(memoKey({ default: new String('<b>x</b>') })).not.toBe(memoKey({ default: '<b>x</b>' }));
  });

  it('gives no key for data it cannot compare', () => {
    expect(memoKey({ at: new Date(0) })).toBeUndefined();
    expect(memoKey({ on: () => 1 })).toBeUndefined();
    expect(memoKey([new Map()])).toBeUndefined();
    const deep: Record<string, unknown> = {};
    let at = deep;
    for (let i = 0; i < 40; i++) {
      const next = {};
      at['x'] = next;
      at = next;
    }
    expect(memoKey(deep)).toBeUndefined();
  });
});
