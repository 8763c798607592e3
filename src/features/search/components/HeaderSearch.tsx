/**
 * The header search box (storefront §2): an ARIA 1.2 combobox with up to 5 suggestions. ArrowDown/ArrowUp
 * move through them, Enter opens the highlighted product (else the form submits to
 * /search?searchterm=…), Escape closes the list, then clears the box. Without JavaScript it is a plain
 * GET form. Hydrated on the first intent towards it (client:interaction in Header.astro); the search records
 * load on the first focus, not before.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { isSearchableTerm } from '../../../shared/constants.ts';
import { listingPath } from '../../../shared/routes.ts';
import { autocomplete } from '../domain/search.ts';
import { SEARCH_PARAM, SEARCH_PATH } from '../domain/pages.ts';
import { $searchIndex, loadSearchIndex } from '../stores/search.ts';
import { headerSearch } from '../../../shared/messages/en/header-search.ts';
import { useTexts } from '../../localization/index.ts';
import './search.css';

export interface HeaderSearchProps {
  placeholder?: string | undefined;
}

export default function HeaderSearch({ placeholder }: HeaderSearchProps) {
  const T = useTexts('headerSearch', headerSearch);
  const id = useId();
  const listId = `${id}-list`;
  const { index } = useStore($searchIndex);
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  // Text typed before hydration stays: take it over, and load the records if the box already has focus.
  useEffect(() => {
    const el = input.current;
    if (el === null) return;
    if (el.value !== '') setTerm(el.value);
    if (document.activeElement === el) loadSearchIndex();
  }, []);
  const hits = useMemo(() => (index && isSearchableTerm(term) ? autocomplete(index, term) : []), [index, term]);
  const expanded = open && hits.length > 0;
  const optionId = (i: number) => `${id}-opt-${i}`;
  const go = (i: number) => {
    const hit = hits[i];
    if (hit) window.location.assign(listingPath(hit.record.url, hit.record.productId));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (hits.length === 0) return;
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setOpen(true);
      setActive((a) => (!expanded ? (step > 0 ? 0 : hits.length - 1) : (a + step + hits.length) % hits.length));
    } else if (e.key === 'Enter') {
      if (expanded && active >= 0) {
        e.preventDefault();
        go(active);
      }
    } else if (e.key === 'Escape') {
      e.preventDefault();
      if (expanded) setOpen(false);
      else setTerm('');
      setActive(-1);
    }
  };

  return (
    <form className="header-search" action={SEARCH_PATH} method="get" role="search" aria-label={T.quickSearch}>
      <label className="vh" htmlFor={`${id}-input`}>
        {T.label}
      </label>
      <input
        ref={input}
        id={`${id}-input`}
        className="header-search__input"
        type="search"
        name={SEARCH_PARAM}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        placeholder={placeholder ?? T.placeholder}
        value={term}
        onFocus={() => {
          loadSearchIndex();
          setOpen(true);
        }}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
        }}
        onChange={(e) => {
          setTerm(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
      />
      <div className="header-search__list" id={listId} role="listbox" aria-label={T.suggestions} hidden={!expanded}>
        {hits.map((hit, i) => (
          <div
            key={hit.refIndex}
            id={optionId(i)}
            role="option"
            tabIndex={-1}
            aria-selected={i === active}
            className="header-search__option"
            // mousedown, not click: the input's blur would close the list before a click lands.
            onMouseDown={(e) => {
              e.preventDefault();
              go(i);
            }}
          >
            <span className="header-search__name">{hit.record.name}</span>
            <span className="header-search__type">{hit.record.productName}</span>
          </div>
        ))}
      </div>
    </form>
  );
}
