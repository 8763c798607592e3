/**
 * The recover-order-number form (checkout.md §2, §5, §8): an email field validated on change and on
 * submit ('Please enter a valid email'); on success the orders-of-the-last-60-days text replaces the form,
 * on failure the server's text shows in a banner above it.
 */
import { useId, useRef, useState, type SubmitEvent } from 'react';
import { useStore } from '@nanostores/react';
import { RECOVER_WINDOW_DAYS, recoverEmailError } from '../domain/recover-form.ts';
import { recoveryClient } from '../api/recovery-client.ts';
import { recover } from '../../../shared/messages/en/recover.ts';
import { fill } from '../../../shared/messages/catalogue.ts';
import { useTexts } from '../../localization/index.ts';
import { $recover, recoverOrders, resetRecover } from '../stores/recover.ts';

export default function RecoverForm({ storeSlug }: { storeSlug: string }) {
  const state = useStore($recover);
  const T = useTexts('recover', recover);
  const [error, setError] = useState<string | null>(null);
  // Errors show once the field was left or a submit was tried, then follow every change.
  const [touched, setTouched] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const errorId = `${id}-error`;

  if (state.status === 'sent') {
    return (
      <p className="sf-banner sf-banner--success" role="status">
        {fill(T.success, { days: RECOVER_WINDOW_DAYS })}
      </p>
    );
  }

  // The field is uncontrolled: what a shopper typed before this island hydrated is kept, and read from it.
  const typed = () => input.current?.value ?? '';

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = typed();
    const message = recoverEmailError(email, T);
    setTouched(true);
    setError(message);
    if (message !== null) {
      input.current?.focus();
      return;
    }
    void recoverOrders({ storeSlug, recovery: recoveryClient }, email);
  };

  return (
    <>
      {state.status === 'failed' && (
        <p className="sf-banner sf-banner--error" role="alert">
          {state.message}
        </p>
      )}
      <form className="sf-form" noValidate onSubmit={onSubmit}>
        <div className="sf-field">
          <label htmlFor={id}>{T.emailLabel}</label>
          <input
            ref={input}
            id={id}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            aria-invalid={error !== null}
            aria-describedby={error === null ? undefined : errorId}
            onChange={(event) => {
              if (touched) setError(recoverEmailError(event.target.value, T));
              resetRecover();
            }}
            onBlur={() => {
              setTouched(true);
              setError(recoverEmailError(typed(), T));
            }}
          />
          {error !== null && (
            <p className="sf-field__error" id={errorId}>
              {error}
            </p>
          )}
        </div>
        <button className="btn" type="submit" disabled={state.status === 'sending'}>
          {state.status === 'sending' ? T.sending : T.submit}
        </button>
      </form>
    </>
  );
}
