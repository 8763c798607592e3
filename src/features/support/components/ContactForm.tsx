/**
 * The contact form (checkout.md §2, §5): order number, email, full name, reason and message, each
 * validated on change (once left or after a submit) and all on submit, with the spec's messages. A valid
 * form goes to /contact-success; nothing is sent anywhere (checkout.md §7).
 */
import { useRef, useState, type SubmitEvent } from 'react';
import {
  CONTACT_FIELDS,
  CONTACT_SUCCESS_PATH,
  contactFieldError,
  EMPTY_CONTACT,
  firstInvalidField,
  validateContact,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from '../domain/contact-form.ts';
import ContactFieldInput from './ContactFieldInput.tsx';
import { contact } from '../../../shared/messages/en/contact.ts';
import { useTexts } from '../../localization/index.ts';

export default function ContactForm() {
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  // null: checked and valid; absent: not checked yet.
  const [errors, setErrors] = useState<Partial<Record<ContactField, string | null>>>({});
  const [touched, setTouched] = useState<Partial<Record<ContactField, boolean>>>({});
  const form = useRef<HTMLFormElement>(null);
  const T = useTexts('contact', contact);

  const check = (field: ContactField, value: string) => {
    const message = contactFieldError(field, value, T.messages);
    setErrors((prev) => ({ ...prev, [field]: message }));
  };

  const onChange = (field: ContactField, value: string) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    if (touched[field] === true) check(field, value);
  };

  const onBlur = (field: ContactField) => {
    setTouched((prev) => ({ ...prev, [field]: true }));
    check(field, values[field]);
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const all: ContactErrors = validateContact(values, T.messages);
    setErrors(all);
    setTouched(Object.fromEntries(CONTACT_FIELDS.map((f) => [f, true])));
    const first = firstInvalidField(all);
    if (first !== null) {
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    location.assign(CONTACT_SUCCESS_PATH);
  };

  return (
    <form ref={form} className="sf-form" noValidate onSubmit={onSubmit}>
      {CONTACT_FIELDS.map((field) => (
        <ContactFieldInput
          key={field}
          field={field}
          value={values[field]}
          error={errors[field] ?? null}
          onChange={onChange}
          onBlur={onBlur}
        />
      ))}
      <button className="btn" type="submit">
        {T.submit}
      </button>
    </form>
  );
}
