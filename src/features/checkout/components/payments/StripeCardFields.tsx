/**
 * Stripe Elements mounted by hand (no @stripe/react-stripe-js): one card element for the 'single' layout,
 * number / expiry / cvc elements for 'split'. Loaded as its own chunk; Stripe.js itself is fetched when it
 * mounts. Each element's change event is combined into the CardFieldsState the checkout reads.
 */
import type { StripeCardElement, StripeCardNumberElement, StripeElementStyle } from '@stripe/stripe-js';
import { useEffect, useEffectEvent, useId, useRef } from 'react';
import { loadStripeClient } from '../../payments/load.ts';
import type { CardPartProps, CardFieldsState, CardProvider } from '../../payments/provider.ts';
import {
  combineElementChanges,
  createStripeCardProvider,
  UNTOUCHED_ELEMENT,
  type ElementChange,
} from '../../payments/stripe-card.ts';
import './payments.css';

const STYLE: StripeElementStyle = { base: { fontSize: '16px', color: '#1a1a1a' }, invalid: { color: '#b00020' } };
const SPLIT = [
  ['number', 'cardNumber'],
  ['expiry', 'expiry'],
  ['cvc', 'cvc'],
] as const;

interface Mountable {
  mount: (el: HTMLElement) => void;
  on: (event: 'change', handler: (e: ElementChange) => void) => void;
  update: (options: { disabled: boolean }) => void;
  destroy: () => void;
}

export default function StripeCardFields({
  layout,
  onChange,
  onReady,
  onLoadError,
  disabled = false,
  labels: T,
}: CardPartProps) {
  const id = useId();
  const hosts = useRef<Partial<Record<'card' | 'number' | 'expiry' | 'cvc', HTMLDivElement | null>>>({});
  const mounted = useRef<Mountable[]>([]);
  const changed = useEffectEvent((state: CardFieldsState) => onChange(state));
  const ready = useEffectEvent((provider: CardProvider) => onReady(provider));
  const failed = useEffectEvent((message: string) => onLoadError(message));
  const isDisabled = useEffectEvent(() => disabled);

  useEffect(() => {
    let cancelled = false;
    void loadStripeClient().then((loaded) => {
      if (cancelled) return;
      if (!loaded.ok) {
        failed(loaded.message);
        return;
      }
      const stripe = loaded.value;
      const elements = stripe.elements();
      const options = { style: STYLE, disabled: isDisabled() };
      let primary: StripeCardElement | StripeCardNumberElement;
      let parts: [HTMLDivElement | null | undefined, Mountable][];
      if (layout === 'single') {
        const card = elements.create('card', { ...options, hidePostalCode: true });
        primary = card;
        parts = [[hosts.current.card, card]];
      } else {
        const number = elements.create('cardNumber', options);
        primary = number;
        parts = [
          [hosts.current.number, number],
          [hosts.current.expiry, elements.create('cardExpiry', options)],
          [hosts.current.cvc, elements.create('cardCvc', options)],
        ];
      }
      const changes = parts.map(() => UNTOUCHED_ELEMENT);
      parts.forEach(([host, element], i) => {
        if (host) element.mount(host);
        element.on('change', (e) => {
          changes[i] = e;
          changed(combineElementChanges(changes));
        });
      });
      mounted.current = parts.map(([, element]) => element);
      ready(createStripeCardProvider(stripe, primary));
    });
    return () => {
      cancelled = true;
      for (const element of mounted.current) element.destroy();
      mounted.current = [];
    };
  }, [layout]);

  useEffect(() => {
    for (const element of mounted.current) element.update({ disabled });
  }, [disabled]);

  if (layout === 'single') {
    return (
      <div className="card-fields card-fields--single">
        <span id={`${id}-card`} className="vh">
          {T.card}
        </span>
        <div
          role="group"
          aria-labelledby={`${id}-card`}
          className="card-fields__stripe"
          ref={(el) => {
            hosts.current.card = el;
          }}
        />
      </div>
    );
  }
  return (
    <div className="card-fields card-fields--split">
      {SPLIT.map(([field, key]) => (
        <div key={field} className={`card-fields__field card-fields__field--${field}`}>
          <span id={`${id}-${field}`} className="card-fields__label">
            {T[key]}
          </span>
          <div
            role="group"
            aria-labelledby={`${id}-${field}`}
            className="card-fields__stripe"
            ref={(el) => {
              hosts.current[field] = el;
            }}
          />
        </div>
      ))}
    </div>
  );
}
