/**
 * The getnotified-modal (storefront §1, §2): an email sign-up posted to the form provider with
 * source 'getnotified'. Opened by the header's 'Get notified' link, which without JavaScript still leads
 * to the footer's newsletter form. Hydrated client:idle (its trigger is in the header, above the fold).
 * The data layer (and its zod schemas) loads only when the shopper submits. Success closes the modal
 * (focus returns to the link) and says so in a toast; a failure keeps the modal open with the error.
 */
import { useId, useState, type SubmitEvent } from 'react';
import { MODAL_IDS } from '../../../shared/constants.ts';
import { common } from '../../../shared/messages/en/common.ts';
import { useTexts } from '../../localization/index.ts';
import { isPlausibleEmail } from '../../../shared/email.ts';
import { closeModal } from '../../../ui/stores/modal.ts';
import { addToast } from '../../../ui/stores/toasts.ts';
import Modal, { useModalTrigger } from '../../../ui/Modal.tsx';
import { SIGN_UP_TEXTS, signUpFailureText } from '../domain/sign-up.ts';

const ID = MODAL_IDS.getNotified;
export const GET_NOTIFIED_TEXTS = {
  ...SIGN_UP_TEXTS,
  intro: SIGN_UP_TEXTS.notifyIntro,
  submit: SIGN_UP_TEXTS.notifySubmit,
} as const;

type Status = 'idle' | 'invalid' | 'sending' | { failed: string };

function SignUpForm() {
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const inputId = useId();
  const T = useTexts('signUp', SIGN_UP_TEXTS);
  const errorId = `${inputId}-error`;

  const submit = async (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!isPlausibleEmail(email)) {
      setStatus('invalid');
      return;
    }
    setStatus('sending');
    try {
      const [{ formsClient }, { currentStore }] = await Promise.all([
        import('../api/forms-client.ts'),
        import('../../../config.ts'),
      ]);
      const answer = await formsClient.subscribe({
        email,
        storeSlug: currentStore,
        source: 'getnotified',
      });
      closeModal(ID);
      addToast({
        type: 'success',
        message: answer.alreadySubscribed ? T.already : T.success,
      });
    } catch (error) {
      const { refusalMessage } = await import('../api/forms.ts');
      setStatus({ failed: signUpFailureText(refusalMessage(error), T) });
    }
  };

  const invalid = status === 'invalid';
  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <p>{T.notifyIntro}</p>
      <div className="field">
        <label htmlFor={inputId}>{T.emailLabel}</label>
        <input
          id={inputId}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(e) => {
            setEmail(e.currentTarget.value);
            if (invalid) setStatus('idle');
          }}
        />
        {invalid && (
          <p id={errorId} className="field__error">
            {T.invalidEmail}
          </p>
        )}
      </div>
      <div className="modal__actions">
        <button type="submit" className="btn" disabled={status === 'sending'}>
          {T.notifySubmit}
        </button>
      </div>
      {typeof status === 'object' && (
        <p className="form-status form-status--error" role="alert">
          {status.failed}
        </p>
      )}
    </form>
  );
}

export default function GetNotifiedModal() {
  useModalTrigger(ID);
  const { getNotified } = useTexts('common', common);
  return (
    <Modal id={ID} title={getNotified}>
      <SignUpForm />
    </Modal>
  );
}
