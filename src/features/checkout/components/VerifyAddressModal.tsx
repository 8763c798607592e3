/** 'Verify your address' (checkout.md §2, §4): the original, the suggestions, or cancel; clicks throttled at 300 ms. */
import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import type { Address } from '../api/checkout-schemas.ts';
import { throttle } from '../domain/poll.ts';
import { CHECKOUT_TEXTS, SUGGESTION_THROTTLE_MS } from '../domain/texts.ts';
import { $addressCheck } from '../stores/checkout.ts';
import { acceptAddress, dismissAddressCheck } from '../stores/checkout-flow.ts';
import Dialog from '../../../ui/Dialog.tsx';

function AddressLines({ address }: { address: Address }) {
  return (
    <span className="verify__address">
      {address.address1}
      {address.address2 ? `, ${address.address2}` : ''}
      <br />
      {address.city}, {address.stateCode ?? address.state ?? ''} {address.zip}
    </span>
  );
}

export default function VerifyAddressModal() {
  const check = useStore($addressCheck);
  const choose = useMemo(
    () =>
      throttle((address: Address) => {
        void acceptAddress(address);
      }, SUGGESTION_THROTTLE_MS),
    [],
  );
  return (
    <Dialog
      id="verify-address-modal"
      title={CHECKOUT_TEXTS.verifyAddress}
      open={check !== null}
      onRequestClose={dismissAddressCheck}
    >
      {check && (
        <div className="verify">
          <button type="button" className="verify__choice" onClick={() => choose(check.original)}>
            <strong>{CHECKOUT_TEXTS.originalAddress}</strong>
            <AddressLines address={check.original} />
          </button>
          {check.suggestions.map((s) => (
            <button key={`${s.address1}|${s.zip}`} type="button" className="verify__choice" onClick={() => choose(s)}>
              <strong>{CHECKOUT_TEXTS.suggestedAddress}</strong>
              <AddressLines address={s} />
            </button>
          ))}
          <button type="button" className="btn btn--secondary" onClick={dismissAddressCheck}>
            {CHECKOUT_TEXTS.cancel}
          </button>
        </div>
      )}
    </Dialog>
  );
}
