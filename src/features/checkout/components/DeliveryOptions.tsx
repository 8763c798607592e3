/**
 * Section 2, Delivery options (checkout.md §2, §4): label, estimated date and price with two decimals; a
 * spinner while fetching. With a free option only that one shows, selected (the section is never empty).
 */
import { useStore } from '@nanostores/react';
import { formatOrderMoney } from '../../after-purchase/index.ts';
import { $localization, formatIsoDate, type Locale } from '../../localization/index.ts';
import { selectedOptionId, shownDeliveryOptions } from '../domain/machine.ts';
import { $checkout } from '../stores/checkout.ts';
import { chooseDelivery } from '../stores/checkout-flow.ts';
import { useTexts } from '../../localization/index.ts';
import { checkout as checkoutTexts } from '../../../shared/messages/en/checkout.ts';

function dateOf(iso: string, locale: Locale): string {
  try {
    return formatIsoDate(iso.slice(0, 10), locale);
  } catch {
    return iso;
  }
}

export default function DeliveryOptions() {
  const T = useTexts('checkout', checkoutTexts);
  const state = useStore($checkout);
  const { locale } = useStore($localization);
  if (state.delivery === 'fetching') {
    return (
      <p className="co-spinner" role="status">
        <span className="co-spinner__wheel" aria-hidden="true" />
        {T.fetchingOptions}
      </p>
    );
  }
  const options = shownDeliveryOptions(state);
  if (options.length === 0) return null;
  const selected = selectedOptionId(state.checkout);
  return (
    <fieldset className="co-options" disabled={state.processing}>
      <legend className="vh">{T.sectionDelivery}</legend>
      {options.map((o) => (
        <label key={o.id} className="co-option">
          <input
            type="radio"
            name="deliveryOption"
            value={o.id}
            checked={selected === o.id}
            onChange={() => void chooseDelivery(o.id)}
          />
          <span className="co-option__label">{o.label}</span>
          <span className="co-option__date">{dateOf(o.estimatedDelivery.arrivalDate, locale)}</span>
          <span className="co-option__price">{formatOrderMoney(o.price, o.currency, locale)}</span>
        </label>
      ))}
    </fieldset>
  );
}
