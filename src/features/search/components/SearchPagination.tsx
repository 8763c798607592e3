/** Search pagination (storefront §2): first, Prev, numbered, Next and last buttons. */
import { pageNumbers } from '../domain/pages.ts';

export interface SearchPaginationProps {
  current: number;
  count: number;
  onPage: (page: number) => void;
}

export default function SearchPagination({ current, count, onPage }: SearchPaginationProps) {
  const button = (label: string, page: number, text: string = label) => (
    <li key={label}>
      <button
        type="button"
        className="search-pages__btn"
        aria-label={label}
        disabled={page === current}
        onClick={() => {
          onPage(page);
        }}
      >
        {text}
      </button>
    </li>
  );
  return (
    <nav className="search-pages" aria-label="Search results pages">
      <ul>
        {button('First page', 1, 'First')}
        {button('Prev page', Math.max(1, current - 1), 'Prev')}
        {pageNumbers(current, count).map((n) => (
          <li key={n}>
            <button
              type="button"
              className="search-pages__btn search-pages__num"
              aria-label={`Page ${n}`}
              aria-current={n === current ? 'page' : undefined}
              onClick={() => {
                onPage(n);
              }}
            >
              {n}
            </button>
          </li>
        ))}
        {button('Next page', Math.min(count, current + 1), 'Next')}
        {button('Last page', count, 'Last')}
      </ul>
    </nav>
  );
}
