/**
 * preorderform-modal (storefront §2, §5): email, full name, country, street, street2, city, state and
 * zip, plus the chosen colorId and sizeId, validated on change with the spec's messages; Submit stays
 * disabled until the form is valid; then POSTed url-encoded to the site root through the data layer.
 * Loaded on demand (React.lazy) when a shopper opens it: the schemas and the countries list stay out of
 * the listing page's first bundle.
 */
import { useState, type ReactNode, type SubmitEvent } from 'react';
import Modal from '../../../../ui/Modal.tsx';
import { MODAL_IDS } from '../../../../shared/constants.ts';
import { COUNTRIES, US_STATES, useTexts } from '../../../localization/index.ts';
import { siteClient } from '../../api/site-client.ts';
import { translated } from '../../../../shared/messages/catalogue.ts';
import { preorderMessages } from '../../../../shared/messages/en/preorder-messages.ts';
import {
  EMPTY_PREORDER,
  PREORDER_TEXTS,
  preorderErrors,
  toPreorderInput,
  type PreorderField,
  type PreorderValues,
} from './preorder-form.ts';

export interface PreorderModalProps {
  colorId: string;
  sizeId: string;
}

type Status = 'editing' | 'sending' | 'sent' | 'failed';

const TEXT_FIELDS: { field: PreorderField; type: string; autoComplete: string }[] = [
  { field: 'email', type: 'email', autoComplete: 'email' },
  { field: 'fullname', type: 'text', autoComplete: 'name' },
];
const ADDRESS_FIELDS: { field: PreorderField; autoComplete: string }[] = [
  { field: 'street', autoComplete: 'address-line1' },
  { field: 'street2', autoComplete: 'address-line2' },
  { field: 'city', autoComplete: 'address-level2' },
];

export default function PreorderModal({ colorId, sizeId }: PreorderModalProps) {
  const [values, setValues] = useState<PreorderValues>(EMPTY_PREORDER);
  const [touched, setTouched] = useState<Partial<Record<PreorderField, true>>>({});
  const [status, setStatus] = useState<Status>('editing');
  const T = useTexts('preorder', PREORDER_TEXTS);
  const messages = useTexts('preorderMessages', preorderMessages);
  const errors = preorderErrors(values, colorId, sizeId);
  const valid = Object.keys(errors).length === 0 && colorId !== '' && sizeId !== '';

  const change = (field: PreorderField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setTouched((t) => ({ ...t, [field]: true }));
    if (status === 'failed') setStatus('editing');
  };

  const submit = async (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!valid || status === 'sending') return;
    setStatus('sending');
    try {
      await siteClient.submitPreorder(toPreorderInput(values, colorId, sizeId));
      setStatus('sent');
    } catch {
      setStatus('failed');
    }
  };

  const field = (name: PreorderField, control: (props: FieldProps) => ReactNode) => {
    const id = `preorder-${name}`;
    const error = translated(touched[name] ? errors[name] : undefined, preorderMessages, messages);
    return (
      <div className="field" key={name}>
        <label htmlFor={id}>{T.labels[name]}</label>
        {control({
          id,
          name,
          value: values[name],
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-error` : undefined,
          required: name !== 'street2',
          onChange: (e) => change(name, e.target.value),
        })}
        {error && (
          <p className="field__error" id={`${id}-error`}>
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <Modal id={MODAL_IDS.preorderForm} title={T.title}>
      {status === 'sent' ? (
        <p className="form-status" role="status">
          {T.success}
        </p>
      ) : (
        <form noValidate onSubmit={(e) => void submit(e)}>
          <p>{T.intro}</p>
          {TEXT_FIELDS.map(({ field: f, type, autoComplete }) =>
            field(f, (p) => <input {...p} type={type} autoComplete={autoComplete} />),
          )}
          {field('country', (p) => (
            <select {...p} autoComplete="country">
              {COUNTRIES.map((c) => (
                <option key={c.name} value={c.name}>
                  {c.label}
                </option>
              ))}
            </select>
          ))}
          {ADDRESS_FIELDS.map(({ field: f, autoComplete }) =>
            field(f, (p) => <input {...p} type="text" autoComplete={autoComplete} />),
          )}
          {field('state', (p) => (
            <select {...p} autoComplete="address-level1">
              <option value="">{T.labels.state}</option>
              {US_STATES.map((s) => (
                <option key={s.code} value={s.code}>
                  {s.name}
                </option>
              ))}
            </select>
          ))}
          {field('zip', (p) => (
            <input {...p} type="text" inputMode="numeric" autoComplete="postal-code" maxLength={10} />
          ))}
          <input type="hidden" name="colorId" value={colorId} />
          <input type="hidden" name="sizeId" value={sizeId} />
          <div className="modal__actions">
            <button type="submit" className="btn btn--primary" disabled={!valid || status === 'sending'}>
              {status === 'sending' ? T.sending : T.submit}
            </button>
          </div>
          <p className="form-status form-status--error" role="alert">
            {status === 'failed' ? T.failure : ''}
          </p>
        </form>
      )}
    </Modal>
  );
}

interface FieldProps {
  id: string;
  name: string;
  value: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  required: boolean;
  onChange: (e: { target: { value: string } }) => void;
}
