import { describe, expect, it } from 'vitest';
import { sizeSelectorKind, sizeSelectorLayout } from '../../src/features/catalog/domain/size-selector.ts';

const labels = (n: number) => Array.from({ length: n }, (_, i) => `S${i}`);

describe('size selector', () => {
  it('is a grid up to 10 short labels and a dropdown above', () => {
    expect(sizeSelectorKind(labels(10))).toBe('grid');
    expect(sizeSelectorKind(labels(11))).toBe('dropdown');
  });

  it('is a dropdown when any label is longer than 5 characters', () => {
    expect(sizeSelectorKind(['S', 'M', 'XXXXL'])).toBe('grid');
    expect(sizeSelectorKind(['S', 'M', 'iPhone 15'])).toBe('dropdown');
    expect(sizeSelectorKind(['Digital'])).toBe('dropdown');
  });

  it('marks a grid of fewer than 6 items underfill, never a dropdown', () => {
    expect(sizeSelectorLayout(labels(5))).toEqual({ kind: 'grid', underfill: true });
    expect(sizeSelectorLayout(labels(6))).toEqual({ kind: 'grid', underfill: false });
    expect(sizeSelectorLayout(['iPhone 15'])).toEqual({ kind: 'dropdown', underfill: false });
    expect(sizeSelectorLayout([])).toEqual({ kind: 'grid', underfill: true });
  });
});
