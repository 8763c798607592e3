/**
 * The sticky add-to-cart bar on mobile (storefront §2; under mobileLg, 767 px): shown while the main
 * button is out of view, so there is always one way to add. Fixed to the bottom, it never shifts layout;
 * ../ui/bottom-bar.css keeps room for it at the page's end so it never covers the footer.
 */
import { useEffect, useState, type RefObject } from 'react';
import PriceTag from './PriceTag.tsx';
import { OPTIONS_TEXTS } from './options-texts.ts';
import { useTexts } from '../../../localization/index.ts';
import '../../../../ui/bottom-bar.css';

export interface StickyAddBarProps {
  watch: RefObject<HTMLElement | null>;
  prices: Readonly<Record<string, number>>;
  currency: string;
  label: string;
  disabled: boolean;
  onClick: () => void;
}

export default function StickyAddBar({ watch, prices, currency, label, disabled, onClick }: StickyAddBarProps) {
  const [mainInView, setMainInView] = useState(true);
  const { stickyBar } = useTexts('options', OPTIONS_TEXTS);
  useEffect(() => {
    const el = watch.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      for (const e of entries) setMainInView(e.isIntersecting);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [watch]);
  return (
    <div
      className="bottom-bar sticky-add"
      role="region"
      aria-label={stickyBar}
      hidden={mainInView}
      data-testid="sticky-add-bar"
    >
      <PriceTag prices={prices} currency={currency} className="sticky-add__price" />
      <button
        type="button"
        className="btn btn--primary sticky-add__button"
        aria-disabled={disabled || undefined}
        onClick={onClick}
      >
        {label}
      </button>
    </div>
  );
}
