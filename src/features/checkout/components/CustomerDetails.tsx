/** Section 1, Customer details (checkout.md §2, §5): every field validated on change; submit 'Deliver to this address'. */
import { useEffect, useRef, type SubmitEvent } from 'react';
import { isInternational, type FormField } from '../domain/form.ts';
import type { InternationalTarget } from '../domain/international.ts';
import { loadPhoneFormat, preloadPhoneFormatWhenIdle } from '../domain/phone.ts';
import { US_STATES } from '../../localization/index.ts';
import { $customerPhase, $form, $formErrors, blurEmail } from '../stores/checkout.ts';
import { editField, submitAddress } from '../stores/checkout-flow.ts';
import { continueInternational } from '../stores/checkout-international.ts';
import Field from './Field.tsx';
import { useStoreNow } from '../../../ui/use-store-now.ts';
import { useTexts } from '../../localization/index.ts';
import { checkout as checkoutTexts } from '../../../shared/messages/en/checkout.ts';
import { checkoutFields } from '../../../shared/messages/en/checkout-fields.ts';
import { checkoutForm } from '../../../shared/messages/en/checkout-form.ts';
import { translated } from '../../../shared/messages/catalogue.ts';

export interface CountryOption {
  code: string;
  label: string;
}

/** The phone rule's download starts on focus of the phone field at the latest (../domain/phone.ts). */
function preloadPhone(): void {
  loadPhoneFormat().catch(() => undefined);
}

function TextField({ field, type = 'text', autoComplete }: { field: FormField; type?: string; autoComplete: string }) {
  const form = useStoreNow($form);
  const errors = useStoreNow($formErrors);
  const labels = useTexts('checkoutFields', checkoutFields);
  const messages = useTexts('checkoutForm', checkoutForm);
  return (
    <Field id={`co-${field}`} label={labels[field]} error={translated(errors[field], checkoutForm, messages)}>
      {(a11y) => (
        <input
          {...a11y}
          name={field}
          type={type}
          autoComplete={autoComplete}
          value={form[field]}
          required={field !== 'address2'}
          onChange={(e) => editField(field, e.currentTarget.value)}
          onBlur={field === 'email' ? blurEmail : undefined}
          onFocus={field === 'phone' ? preloadPhone : undefined}
        />
      )}
    </Field>
  );
}

/** After a refused submit the first field with a message takes the focus, so the shopper lands on it. */
function focusFirstInvalid(form: HTMLFormElement | null): void {
  const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]:not([name="country"])');
  field?.focus();
}

export interface CustomerDetailsProps {
  countries: readonly CountryOption[];
  international: InternationalTarget;
}

export default function CustomerDetails({ countries, international: target }: CustomerDetailsProps) {
  const T = useTexts('checkout', checkoutTexts);
  const labels = useTexts('checkoutFields', checkoutFields);
  const messages = useTexts('checkoutForm', checkoutForm);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useStoreNow($form);
  const errors = useStoreNow($formErrors);
  const customer = useStoreNow($customerPhase);
  const international = isInternational(form);
  useEffect(preloadPhoneFormatWhenIdle, []);
  const onSubmit = (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    // Outside the United States the button carries the typed address to the international step (§5).
    const submit = international ? continueInternational(target) : submitAddress();
    void submit.then(() => focusFirstInvalid(formRef.current));
  };
  return (
    <form ref={formRef} className="co-details" noValidate onSubmit={onSubmit} aria-busy={customer === 'pending'}>
      <TextField field="email" type="email" autoComplete="email" />
      <div className="co-row">
        <TextField field="firstname" autoComplete="given-name" />
        <TextField field="lastname" autoComplete="family-name" />
      </div>
      <TextField field="address" autoComplete="address-line1" />
      <TextField field="address2" autoComplete="address-line2" />
      <TextField field="city" autoComplete="address-level2" />
      <div className="co-row">
        {!international && (
          <Field id="co-state" label={labels.state} error={translated(errors.state, checkoutForm, messages)}>
            {(a11y) => (
              <select
                {...a11y}
                name="state"
                autoComplete="address-level1"
                value={form.state}
                required
                onChange={(e) => editField('state', e.currentTarget.value)}
              >
                <option value="">{labels.state}</option>
                {US_STATES.map((s) => (
                  <option key={s.code} value={s.code}>
                    {s.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        <Field
          id="co-zip"
          label={labels.zip}
          error={translated(errors.zip, checkoutForm, messages)}
          hint={international ? undefined : T.zipHint}
        >
          {(a11y) => (
            <input
              {...a11y}
              name="zip"
              autoComplete="postal-code"
              inputMode={international ? 'text' : 'numeric'}
              value={form.zip}
              required={!international}
              onChange={(e) => editField('zip', e.currentTarget.value)}
            />
          )}
        </Field>
      </div>
      <Field
        id="co-country"
        label={labels.country}
        error={translated(errors.country, checkoutTexts, T) ?? (international ? T.international : undefined)}
      >
        {(a11y) => (
          <select
            {...a11y}
            name="country"
            autoComplete="country"
            value={form.country}
            required
            onChange={(e) => editField('country', e.currentTarget.value)}
          >
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextField field="phone" type="tel" autoComplete="tel" />
      <button type="submit" className="btn co-details__submit" disabled={customer === 'pending'}>
        {international ? T.continueInternational : T.deliverToAddress}
      </button>
    </form>
  );
}
