/**
 * A price in all five currencies, the same markup as a tile's price (priceHtml in ../product/tile-html.ts):
 * CSS shows <html data-currency>'s one.
 * Written for the shopper's locale, as format.ts's end-of-body script leaves the server's markup.
 */
import { useStore } from '@nanostores/react';
import { $localization, priceAmounts } from '../../../localization/index.ts';

export interface PriceTagProps {
  prices: Readonly<Record<string, number>>;
  currency: string;
  className?: string;
}

export default function PriceTag({ prices, currency, className }: PriceTagProps) {
  const { locale } = useStore($localization);
  const base = prices[currency];
  const amounts = priceAmounts(prices, { cents: base ?? 0, currency }, locale);
  if (!amounts) return null;
  return (
    <span className={className ? `price cur ${className}` : 'price cur'}>
      {amounts.map((a) => (
        <span key={a.currency} data-c={a.currency}>
          {a.text}
        </span>
      ))}
    </span>
  );
}
