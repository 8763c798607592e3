/** 'Verify your address' (checkout.md §2, §4): the original, the suggestions, or cancel; clicks throttled at 300 ms. */
import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import type { Address } from '../api/checkout-schemas.ts';
import { throttle } from '../domain/poll.ts';
import { SUGGESTION_THROTTLE_MS } from '../domain/texts.ts';
import { $addressCheck } from '../stores/checkout.ts';
import { acceptAddress, dismissAddressCheck } from '../stores/checkout-flow.ts';
import Dialog from '../../../ui/Dialog.tsx';
import { useTexts } from '../../localization/index.ts';
import { checkout as checkoutTexts } from '../../../shared/messages/en/checkout.ts';

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
  const T = useTexts('checkout', checkoutTexts);
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
      title={T.verifyAddress}
      open={check !== null}
      onRequestClose={dismissAddressCheck}
    >
      {check && (
        <div className="verify">
          <button type="button" className="verify__choice" onClick={() => choose(check.original)}>
            <strong>{T.originalAddress}</strong>
            <AddressLines address={check.original} />
          </button>
          {check.suggestions.map((s) => (
            <button key={`${s.address1}|${s.zip}`} type="button" className="verify__choice" onClick={() => choose(s)}>
              <strong>{T.suggestedAddress}</strong>
              <AddressLines address={s} />
            </button>
          ))}
          <button type="button" className="btn btn--secondary" onClick={dismissAddressCheck}>
            {T.cancel}
          </button>
        </div>
      )}
    </Dialog>
  );
}
