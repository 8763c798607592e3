import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JsonElements } from '../../src/shared/api/json-elements.ts';

/** Splits `text` into pieces at `cuts` and collects what the splitter gives. */
function split(text: string, cuts: readonly number[], streamed = ['items']) {
  const elements: [string, unknown][] = [];
  const members: [string, unknown][] = [];
  const splitter = new JsonElements(streamed, {
    element: (key, json) => elements.push([key, JSON.parse(json)]),
    member: (key, json) => members.push([key, JSON.parse(json)]),
  });
  let at = 0;
  for (const cut of [...cuts].sort((a, b) => a - b)) {
    splitter.push(text.slice(at, cut));
    at = cut;
  }
  splitter.push(text.slice(at));
  splitter.end();
  return { elements, members };
}

describe('JSON elements of a streamed document', () => {
  it('gives each element of a streamed array and every other member, cut anywhere', () => {
    const doc = {
      version: 2,
      name: 'a "quoted" \\ name, with [brackets] and {braces}',
      items: [{ id: 1, tags: ['x', 'y\\"'] }, 'two', 3, null, [4, [5]], { nested: { deep: '}]' } }],
      empty: [],
      tail: { ok: true },
    };
    const text = JSON.stringify(doc, null, 1);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: text.length }), { maxLength: 40 }), (cuts) => {
        const { elements, members } = split(text, cuts);
        expect(elements).toEqual(doc.items.map((item) => ['items', item]));
        expect(Object.fromEntries(members)).toEqual({ version: 2, name: doc.name, empty: [], tail: { ok: true } });
      }),
    );
  });

  it('streams an empty array and more than one array', () => {
    const { elements } = split('{"a":[],"b":[1,2],"c":[{"d":[]}]}', [5, 11], ['a', 'b', 'c']);
    expect(elements).toEqual([
      ['b', 1],
      ['b', 2],
      ['c', { d: [] }],
    ]);
  });

  it('refuses what is not one whole JSON object', () => {
    expect(() => split('[1,2]', [])).toThrow(SyntaxError);
    expect(() => split('{"items":[1,2]', [])).toThrow(/unexpected end/);
    expect(() => split('{"items":[1 2]}', [])).toThrow(SyntaxError);
    expect(() => split('{"a":1}{', [])).toThrow(/after the end/);
  });
});
