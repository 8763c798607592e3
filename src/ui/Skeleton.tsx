/**
 * Placeholders where content loads (storefront §2: "Skeleton tiles 4"; "Listing view: skeleton (not loaded)
 * then loaded"): grey shapes of the size of what comes, so the page does not jump when it arrives, and one
 * polite status that says what is loading (the shapes themselves are hidden from assistive technology).
 * Used by the featured feed's next page, /search while its index loads, the cart page and its shelf.
 */
import { SKELETON_TILES } from '../shared/constants.ts';
import './skeleton.css';

export interface SkeletonProps {
  /** What screen readers hear while the shapes show, e.g. 'Loading products'; none where another status says it. */
  label?: string | undefined;
}

function Status({ label }: SkeletonProps) {
  return label ? (
    <p className="vh" role="status">
      {label}
    </p>
  ) : null;
}

/** Four tiles (SKELETON_TILES) in the product grid: an image square, a name and a price. */
export function SkeletonTiles({ label }: SkeletonProps) {
  return (
    <div className="skeleton" data-skeleton="tiles">
      <Status label={label} />
      <ul className="tile-grid plain-list" aria-hidden="true">
        {Array.from({ length: SKELETON_TILES }, (_, i) => (
          <li key={i} className="skeleton-tile">
            <span className="skeleton__block skeleton-tile__media" />
            <span className="skeleton__block skeleton__text" />
            <span className="skeleton__block skeleton__text skeleton__text--short" />
          </li>
        ))}
      </ul>
    </div>
  );
}

export interface SkeletonRowsProps extends SkeletonProps {
  /** How many rows (for example the cart's line count, known from the cookie before the listings are). */
  rows: number;
}

/** Rows of a list, such as cart lines: a thumbnail and two lines of text each. */
export function SkeletonRows({ label, rows }: SkeletonRowsProps) {
  return (
    <div className="skeleton" data-skeleton="rows">
      <Status label={label} />
      <ul className="plain-list skeleton-rows" aria-hidden="true">
        {Array.from({ length: Math.max(1, rows) }, (_, i) => (
          <li key={i} className="skeleton-row">
            <span className="skeleton__block skeleton-row__media" />
            <span className="skeleton-row__text">
              <span className="skeleton__block skeleton__text" />
              <span className="skeleton__block skeleton__text skeleton__text--short" />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
