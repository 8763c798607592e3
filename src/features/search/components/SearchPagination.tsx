/** Search pagination (storefront §2): first, Prev, numbered, Next and last buttons. */
import { pageNumbers } from '../domain/pages.ts';
import { fill } from '../../../shared/messages/catalogue.ts';
import { search } from '../../../shared/messages/en/search.ts';
import { useTexts } from '../../localization/index.ts';

export interface SearchPaginationProps {
  current: number;
  count: number;
  onPage: (page: number) => void;
}

export default function SearchPagination({ current, count, onPage }: SearchPaginationProps) {
  const T = useTexts('search', search);
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
    <nav className="search-pages" aria-label={T.pages}>
      <ul>
        {button(T.firstPage, 1, T.first)}
        {button(T.prevPage, Math.max(1, current - 1), T.prev)}
        {pageNumbers(current, count).map((n) => (
          <li key={n}>
            <button
              type="button"
              className="search-pages__btn search-pages__num"
              aria-label={fill(T.page, { n })}
              aria-current={n === current ? 'page' : undefined}
              onClick={() => {
                onPage(n);
              }}
            >
              {n}
            </button>
          </li>
        ))}
        {button(T.nextPage, Math.min(count, current + 1), T.next)}
        {button(T.lastPage, count, T.last)}
      </ul>
    </nav>
  );
}
