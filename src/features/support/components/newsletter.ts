/**
 * The footer's newsletter form, answered in place. Without JavaScript the form posts to the form provider;
 * with it, the email is checked at the field, sent through the data layer (loaded on the first submit) and
 * the answer is said under the form: thanks, already on the list, or the provider's own error. The shopper
 * never leaves the page for the provider's raw answer, and a failed attempt keeps the email typed.
 * What it says is in the buyer's locale (the message catalogue's signUp part), where the translation has it.
 */
import { isPlausibleEmail } from '../../../shared/email.ts';
import { $localizer, textsOf } from '../../localization/index.ts';
import { SIGN_UP_TEXTS, signUpFailureText } from '../domain/sign-up.ts';

const formsModule = () => import('../api/forms.ts');

async function subscribe(email: string): Promise<{ alreadySubscribed: boolean }> {
  const [{ formsClient }, { currentStore }] = await Promise.all([
    import('../api/forms-client.ts'),
    import('../../../config.ts'),
  ]);
  return formsClient.subscribe({ email, storeSlug: currentStore, source: 'newsletter' });
}

export function enhanceNewsletter(form: HTMLFormElement): void {
  const input = form.querySelector<HTMLInputElement>('input[type="email"]');
  const fieldError = form.querySelector<HTMLElement>('[data-newsletter-field-error]');
  const status = form.querySelector<HTMLElement>('[data-newsletter-status]');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!input || !fieldError || !status || !button) return;
  form.noValidate = true;
  const texts = () => textsOf('signUp', SIGN_UP_TEXTS);
  // What the status line says, as a function of the texts: said again should the translation arrive later.
  let said = (): string => '';
  const say = (words: () => string) => {
    said = words;
    status.textContent = words();
  };
  // Listening loads the buyer's translation; once it is there, the form's words are the buyer's.
  $localizer.listen(() => {
    status.textContent = said();
    if (!fieldError.hidden) fieldError.textContent = texts().invalidEmail;
  });
  const markInvalid = (invalid: boolean) => {
    fieldError.hidden = !invalid;
    fieldError.textContent = invalid ? texts().invalidEmail : '';
    if (invalid) {
      input.setAttribute('aria-invalid', 'true');
      input.setAttribute('aria-describedby', fieldError.id);
    } else {
      input.removeAttribute('aria-invalid');
      input.removeAttribute('aria-describedby');
    }
  };

  input.addEventListener('input', () => {
    if (input.hasAttribute('aria-invalid')) markInvalid(false);
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (button.disabled) return;
    const email = input.value.trim();
    if (!isPlausibleEmail(email)) {
      markInvalid(true);
      say(() => '');
      input.focus();
      return;
    }
    markInvalid(false);
    button.disabled = true;
    form.setAttribute('aria-busy', 'true');
    say(() => texts().sending);
    void subscribe(email)
      .then((answer) => {
        say(() => (answer.alreadySubscribed ? texts().already : texts().success));
        input.value = '';
      })
      .catch(async (error: unknown) => {
        const providerMessage = (await formsModule()).refusalMessage(error);
        say(() => signUpFailureText(providerMessage, texts()));
      })
      .finally(() => {
        button.disabled = false;
        form.removeAttribute('aria-busy');
      });
  });
  form.setAttribute('data-live', '');
  // A submit the page held before this ran (NewsletterForm.astro's inline script) is sent now.
  if (form.hasAttribute('data-held')) {
    form.removeAttribute('data-held');
    form.requestSubmit();
  }
}

/** Every newsletter form of the page (NewsletterIsland's start, once the form comes into view). */
export function enhanceNewsletters(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-newsletter]')) enhanceNewsletter(form);
}
