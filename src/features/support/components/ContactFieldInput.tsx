/** One labelled field of the contact form, with its inline error tied to it for screen readers. */
import { useId } from 'react';
import { CONTACT_MAX_LENGTH, CONTACT_REASONS, type ContactField as Field } from '../domain/contact-form.ts';
import { contact } from '../../../shared/messages/en/contact.ts';
import { useTexts } from '../../localization/index.ts';

const AUTOCOMPLETE: Partial<Record<Field, string>> = { email: 'email', fullName: 'name', orderNumber: 'off' };

export interface ContactFieldProps {
  field: Field;
  value: string;
  error: string | null;
  onChange: (field: Field, value: string) => void;
  onBlur: (field: Field) => void;
}

export default function ContactField({ field, value, error, onChange, onBlur }: ContactFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const T = useTexts('contact', contact);
  const shared = {
    id,
    name: field,
    value,
    required: true,
    'aria-invalid': error !== null,
    'aria-describedby': error === null ? undefined : errorId,
    onBlur: () => {
      onBlur(field);
    },
  };
  const change = (event: { target: { value: string } }) => {
    onChange(field, event.target.value);
  };
  return (
    <div className="sf-field">
      <label htmlFor={id}>{T.labels[field]}</label>
      {field === 'reason' ? (
        <select {...shared} onChange={change}>
          <option value="">{T.chooseReason}</option>
          {CONTACT_REASONS.map((r) => (
            <option key={r.value} value={r.value}>
              {T.reasons[r.value]}
            </option>
          ))}
        </select>
      ) : field === 'message' ? (
        <textarea {...shared} maxLength={CONTACT_MAX_LENGTH.message} rows={6} onChange={change} />
      ) : (
        <input
          {...shared}
          type={field === 'email' ? 'email' : 'text'}
          autoComplete={AUTOCOMPLETE[field]}
          maxLength={CONTACT_MAX_LENGTH[field]}
          onChange={change}
        />
      )}
      {error !== null && (
        <p className="sf-field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
