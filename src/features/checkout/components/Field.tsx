/** One labelled form control with its validation message wired for screen readers. */
import type { ReactNode } from 'react';

export interface FieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  children: (a11y: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}

export default function Field({ id, label, error, hint, children }: FieldProps) {
  const described = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter((s) => s !== '').join(' ');
  return (
    <div className="co-field">
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'aria-invalid': error !== undefined,
        ...(described === '' ? {} : { 'aria-describedby': described }),
      })}
      {hint && (
        <small id={`${id}-hint`} className="co-field__hint">
          {hint}
        </small>
      )}
      {error && (
        <span id={`${id}-error`} className="co-field__error">
          {error}
        </span>
      )}
    </div>
  );
}
