/**
 * Size selector rules (storefront §2): a dropdown when there are more than 10 sizes or any label is longer
 * than 5 characters, else a grid; a grid of fewer than 6 items is marked underfill.
 */
import {
  SIZE_GRID_MAX_LABEL_LENGTH,
  SIZE_GRID_MAX_SIZES,
  SIZE_GRID_UNDERFILL_BELOW,
} from '../../../shared/constants.ts';

export type SizeSelectorKind = 'grid' | 'dropdown';

export interface SizeSelectorLayout {
  kind: SizeSelectorKind;
  /** Only a grid can be underfill. */
  underfill: boolean;
}

export function sizeSelectorKind(labels: readonly string[]): SizeSelectorKind {
  const tooMany = labels.length > SIZE_GRID_MAX_SIZES;
  const tooLong = labels.some((label) => label.length > SIZE_GRID_MAX_LABEL_LENGTH);
  return tooMany || tooLong ? 'dropdown' : 'grid';
}

export function sizeSelectorLayout(labels: readonly string[]): SizeSelectorLayout {
  const kind = sizeSelectorKind(labels);
  return { kind, underfill: kind === 'grid' && labels.length < SIZE_GRID_UNDERFILL_BELOW };
}
