/**
 * /search (storefront §2 Search page): the term lives in ?searchterm= and is mirrored into the URL on every
 * change; the box is focused on load (autofocus, so even before hydration); results once the term is longer
 * than 2 characters, 12 per page with first, Prev, numbered, Next and last buttons that bring
 * #featured-products into view; 'No results for "{term}"'. Close goes back when the previous page is this
 * site's, else to /. The term is only ever rendered as text, so a hostile ?searchterm= cannot inject markup.
 * Server-rendered as a plain GET form; hydrated client:idle, and the records load on mount, with four
 * skeleton tiles where the results will be until they have.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { FEATURED_PRODUCTS_ANCHOR, isSearchableTerm, noResultsText } from '../../../shared/constants.ts';
import { searchProducts } from '../domain/search.ts';
import {
  clampPage,
  closeAction,
  pageCount,
  pageItems,
  readSearchQuery,
  SEARCH_PARAM,
  SEARCH_PATH,
  searchHref,
} from '../domain/pages.ts';
import { $searchIndex, loadSearchIndex } from '../stores/search.ts';
import SearchPagination from './SearchPagination.tsx';
import SearchTile, { SEARCH_LIST_NAME } from './SearchTile.tsx';
import { SkeletonTiles } from '../../../ui/Skeleton.tsx';
import { common } from '../../../shared/messages/en/common.ts';
import { search } from '../../../shared/messages/en/search.ts';
import { $localization, countText, useTexts } from '../../localization/index.ts';
import './search.css';

export interface SearchPageProps {
  placeholder?: string | undefined;
}

const RESULTS_ID = FEATURED_PRODUCTS_ANCHOR.slice(1);

export default function SearchPage({ placeholder }: SearchPageProps) {
  const { status, index } = useStore($searchIndex);
  const [term, setTerm] = useState('');
  const [page, setPage] = useState(1);
  const [ready, setReady] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const results = useRef<HTMLElement>(null);
  const T = useTexts('search', search);
  const texts = useTexts('common', common);
  const { locale } = useStore($localization);

  useEffect(() => {
    const query = readSearchQuery(window.location.search);
    // What the shopper typed before hydration wins over the URL.
    const typed = input.current?.value ?? '';
    setTerm(typed !== '' ? typed : query.term);
    setPage(query.page);
    setReady(true);
    loadSearchIndex();
    input.current?.focus();
  }, []);

  const hits = useMemo(() => (index && isSearchableTerm(term) ? searchProducts(index, term) : []), [index, term]);
  const current = clampPage(page, hits.length);

  useEffect(() => {
    if (!ready) return;
    const url = searchHref(term, index ? current : page) + window.location.hash;
    window.history.replaceState(window.history.state, '', url);
  }, [ready, term, current, page, index]);

  const goToPage = (p: number) => {
    setPage(p);
    window.history.replaceState(window.history.state, '', searchHref(term, p, FEATURED_PRODUCTS_ANCHOR));
    results.current?.scrollIntoView({ block: 'start' });
    results.current?.focus({ preventScroll: true });
  };

  const close = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    if (closeAction(document.referrer, window.location.origin, window.history.length) === 'back') window.history.back();
    else window.location.assign('/');
  };

  const searchable = isSearchableTerm(term);
  const loadingRecords = searchable && (status === 'loading' || status === 'idle');
  const pages = pageCount(hits.length);
  return (
    <div className="search container">
      <div className="search__top">
        <h1>{T.title}</h1>
        <a className="search__close" href="/" onClick={close}>
          {T.close}
        </a>
      </div>
      <form
        className="search__form"
        action={SEARCH_PATH}
        method="get"
        role="search"
        onSubmit={(e) => e.preventDefault()}
      >
        <label htmlFor="search-term">{T.label}</label>
        <div className="search__row">
          <input
            ref={input}
            id="search-term"
            type="search"
            name={SEARCH_PARAM}
            placeholder={placeholder}
            autoComplete="off"
            // The spec focuses the box on load; this page exists only to search.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            value={term}
            onChange={(e) => {
              setTerm(e.target.value);
              setPage(1);
            }}
          />
          <button className="btn" type="submit">
            {T.submit}
          </button>
        </div>
      </form>
      <section id={RESULTS_ID} ref={results} className="search__results" aria-label={T.results} tabIndex={-1}>
        <p className="search__status" role="status">
          {searchable && status === 'ready' && hits.length === 0 ? noResultsText(term, texts) : ''}
          {searchable && status === 'ready' && hits.length > 0 ? countText(T.resultCount, hits.length, locale) : ''}
          {searchable && status === 'error' ? T.unavailable : ''}
          {loadingRecords ? T.loading : ''}
        </p>
        {loadingRecords && <SkeletonTiles />}
        {hits.length > 0 && (
          <>
            <ul className="tile-grid" data-list-name={SEARCH_LIST_NAME}>
              {pageItems(hits, current).map((hit) => (
                <li key={hit.refIndex}>
                  <SearchTile record={hit.record} />
                </li>
              ))}
            </ul>
            {pages > 1 && <SearchPagination current={current} count={pages} onPage={goToPage} />}
          </>
        )}
      </section>
    </div>
  );
}
