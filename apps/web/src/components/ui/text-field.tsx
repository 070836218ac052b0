import type { InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from './field-error';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  /** The field's message (the spec's English text); FieldError translates it. */
  error?: string;
  registration: UseFormRegisterReturn;
}

/** A labelled input with its message right under it, wired for screen readers. */
export function TextField({
  id,
  label,
  error,
  registration,
  className = 'input w-full',
  ...input
}: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="label mb-1">
        {label}
      </label>
      <input
        id={id}
        className={className}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        {...input}
        {...registration}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
