import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { z as mini } from 'zod/mini';
import { parseJson } from '../../src/shared/parse-json.ts';

describe('parseJson (untrusted JSON text read with a schema)', () => {
  const schema = z.object({ id: z.string(), count: z.number().int() });

  it('gives the data of JSON text of the shape', () => {
    expect(parseJson(schema, '{"id":"a","count":2}')).toEqual({ id: 'a', count: 2 });
    expect(parseJson(mini.array(mini.string()), '["x","y"]')).toEqual(['x', 'y']);
  });

  it('gives null for absent, empty, malformed or other-shaped text', () => {
    for (const text of [null, undefined, '', '{', 'null', '{"id":"a"}', '{"id":"a","count":1.5}', '"a"']) {
      expect(parseJson(schema, text), String(text)).toBeNull();
    }
  });
});
