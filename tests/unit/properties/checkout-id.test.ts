/**
 * Properties of the checkout id decoding (checkout.md §2: the `id` parameter is encoded and encrypted):
 * decoding never throws, gives back exactly what was encoded, and refuses anything else.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkoutIdFromPath,
  decodeCheckoutParam,
  encodeCheckoutParam,
  resolveCheckoutId,
} from '../../../src/features/checkout/domain/checkout-id.ts';

const checkoutId = fc.stringMatching(/^[A-Za-z0-9_-]{1,100}$/);
const base64url = fc.string({
  unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'.split('')),
  maxLength: 120,
});
const anyText = fc.oneof(fc.string({ unit: 'binary', maxLength: 120 }), base64url);

describe('checkout id properties', () => {
  it('decode(encode(id)) is the id, for every valid id', async () => {
    await fc.assert(
      fc.asyncProperty(checkoutId, async (id) => {
        expect(await decodeCheckoutParam(await encodeCheckoutParam(id))).toBe(id);
      }),
    );
  });

  it('never throws on arbitrary text, and what it accepts is a valid id', async () => {
    await fc.assert(
      fc.asyncProperty(anyText, async (param) => {
        const id = await decodeCheckoutParam(param);
        if (id !== null) expect(id).toMatch(/^[A-Za-z0-9_-]{1,100}$/);
      }),
    );
  });

  it('an edited parameter (any one character changed) decodes to nothing or to the same id', async () => {
    await fc.assert(
      fc.asyncProperty(checkoutId, fc.nat(), fc.constantFrom(...'AbZ09-_x'.split('')), async (id, at, ch) => {
        const param = await encodeCheckoutParam(id);
        const i = at % param.length;
        fc.pre(param[i] !== ch);
        const edited = param.slice(0, i) + ch + param.slice(i + 1);
        // Only the spare bits of the last base64 character can change without changing a byte.
        expect([null, id]).toContain(await decodeCheckoutParam(edited));
      }),
    );
  });

  it('an id that is not a valid checkout id is refused even when properly encrypted', async () => {
    const invalid = fc.string({ maxLength: 120 }).filter((s) => !/^[A-Za-z0-9_-]{1,100}$/.test(s));
    await fc.assert(
      fc.asyncProperty(invalid, async (text) => {
        expect(await decodeCheckoutParam(await encodeCheckoutParam(text))).toBeNull();
      }),
    );
  });

  it('resolveCheckoutId never throws, and agrees with the path id and the parameter', async () => {
    const path = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 40 }),
      checkoutId.map((id) => `/checkout/${id}`),
      fc.string({ maxLength: 20 }).map((s) => `/checkout/${s}`),
    );
    await fc.assert(
      fc.asyncProperty(path, fc.option(anyText), async (pathname, param) => {
        const search = param === null ? '' : `?${new URLSearchParams({ id: param }).toString()}`;
        const result = await resolveCheckoutId(pathname, search);
        if (result.ok) {
          expect(result.id).toMatch(/^[A-Za-z0-9_-]{1,100}$/);
          const fromPath = checkoutIdFromPath(pathname);
          if (fromPath !== null) expect(result.id).toBe(fromPath);
        }
      }),
    );
  });

  it('path and parameter that disagree are a mismatch, never one of the two', async () => {
    await fc.assert(
      fc.asyncProperty(checkoutId, checkoutId, async (a, b) => {
        fc.pre(a !== b);
        const search = `?id=${await encodeCheckoutParam(b)}`;
        expect(await resolveCheckoutId(`/checkout/${a}`, search)).toEqual({ ok: false, reason: 'mismatch' });
        expect(await resolveCheckoutId('/checkout/shell', search)).toEqual({ ok: true, id: b });
      }),
    );
  });
});
