/**
 * The international button (issue 13): the form is checked as 'Deliver to this address' checks it (the
 * country's message does not block here, it is why the button exists) plus §9's redirect rule, then the
 * browser goes to the main host's international step with the typed address.
 */
import { validateForm, type FormErrors } from '../domain/form.ts';
import { internationalUrl, redirectAddressErrors, type InternationalTarget } from '../domain/international.ts';
import { loadPhoneFormat } from '../domain/phone.ts';
import { CHECKOUT_TEXTS } from '../domain/texts.ts';
import { $form, $formErrors, currentCheckout, showFailure } from './checkout.ts';
import { $localization } from '../../localization/index.ts';

/** The fields that stop the redirect (every message but the country's, which only explains the button). */
export function blockingFields(errors: FormErrors): string[] {
  return Object.keys(errors).filter((f) => f !== 'country');
}

export async function continueInternational(
  target: InternationalTarget,
  go: (url: string) => void = (url) => {
    location.assign(url);
  },
): Promise<void> {
  const checkout = currentCheckout();
  if (!checkout) return;
  let errors: FormErrors;
  try {
    const formatPhone = await loadPhoneFormat();
    const form = $form.get();
    errors = { ...validateForm(form, formatPhone), ...redirectAddressErrors(form) };
  } catch {
    showFailure({ kind: 'toast', message: CHECKOUT_TEXTS.checkoutFailed });
    return;
  }
  $formErrors.set(errors);
  if (blockingFields(errors).length > 0) return;
  go(internationalUrl(target, checkout, $form.get(), $localization.get().locale));
}
