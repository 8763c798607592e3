/** A price in all five currencies, the same markup as Price.astro: CSS shows <html data-currency>'s one. */
import { priceAmounts } from '../../../localization/index.ts';

export interface PriceTagProps {
  prices: Readonly<Record<string, number>>;
  currency: string;
  className?: string;
}

export default function PriceTag({ prices, currency, className }: PriceTagProps) {
  const base = prices[currency];
  const amounts = priceAmounts(prices, { cents: base ?? 0, currency });
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
