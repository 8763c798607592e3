/**
 * The featured feed beyond page 1 (storefront §2): when the end of page 1 scrolls into view the next page
 * loads by itself; every later page waits for the 'Load More' button. Tiles arrive as the build's
 * pre-rendered ProductTile HTML (src/pages/feed/[page].json.ts), so they match the static grid exactly.
 * Hydrated client:visible: the island sits at the end of the grid, so no JavaScript loads until the
 * shopper scrolls there. While a page is on its way, four skeleton tiles stand where it will appear.
 */
import { useEffect, useRef, useState } from 'react';
import { fetchFeedPage } from '../../api/feed.ts';
import { common } from '../../../../shared/messages/en/common.ts';
import { feed } from '../../../../shared/messages/en/feed.ts';
import { $localization, countText, useTexts } from '../../../localization/index.ts';
import { useStore } from '@nanostores/react';
import { SkeletonTiles } from '../../../../ui/Skeleton.tsx';

export interface LoadMoreProps {
  /** The page after the one already in the HTML; null renders nothing. */
  nextPage: number | null;
}

interface Loaded {
  page: number;
  tiles: string[];
}

export default function LoadMore({ nextPage: firstNext }: LoadMoreProps) {
  const [pages, setPages] = useState<Loaded[]>([]);
  const [next, setNext] = useState(firstNext);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [autoDone, setAutoDone] = useState(false);
  const sentinel = useRef<HTMLDivElement>(null);
  const focusPage = useRef<number | null>(null);
  const T = useTexts('feed', feed);
  const { loadMore } = useTexts('common', common);
  const { locale } = useStore($localization);

  const load = async (page: number, focus: boolean) => {
    setBusy(true);
    setFailed(false);
    try {
      const data = await fetchFeedPage(page);
      focusPage.current = focus ? page : null;
      setPages((prev) => [...prev, { page, tiles: data.tiles }]);
      setNext(data.nextPage);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
      setAutoDone(true);
    }
  };

  // Page 1 only: load the next page once its end is reached.
  useEffect(() => {
    const el = sentinel.current;
    if (autoDone || el === null || firstNext === null) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          void load(firstNext, false);
        }
      },
      // Start a little before the very end, so the next tiles are usually there when the shopper arrives.
      { rootMargin: '0px 0px 400px 0px' },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
    };
  }, [autoDone, firstNext]);

  // After a button load, move focus to the first new tile so keyboard users continue from there.
  useEffect(() => {
    const page = focusPage.current;
    if (page === null) return;
    focusPage.current = null;
    document.querySelector<HTMLAnchorElement>(`[data-feed-page="${page}"] a`)?.focus();
  }, [pages]);

  if (firstNext === null) return null;
  const count = pages.reduce((n, p) => n + p.tiles.length, 0);
  return (
    <div className="load-more">
      {pages.map((p) => (
        <ul className="tile-grid" data-feed-page={p.page} key={p.page}>
          {p.tiles.map((html, i) => (
            <li key={i} dangerouslySetInnerHTML={{ __html: html }} />
          ))}
        </ul>
      ))}
      {busy && <SkeletonTiles />}
      <div ref={sentinel} className="load-more__sentinel" />
      <p className="vh" role="status">
        {busy ? T.loadingMore : count > 0 ? countText(T.moreShown, count, locale) : ''}
      </p>
      {autoDone && next !== null && (
        <button type="button" className="btn btn--secondary" disabled={busy} onClick={() => void load(next, true)}>
          {loadMore}
        </button>
      )}
      {failed && <p className="load-more__error">{T.loadFailed}</p>}
    </div>
  );
}
