import type { ReactNode } from 'react';
import { FieldError } from './field-error';

/** ids and aria wiring for a control, so its message is read out with it. */
export function controlProps(id: string, error: string | undefined, hint = false) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy || undefined };
}

/**
 * Wires a form's controls to their fields: `bind(name, kind, hint)` gives a control its id
 * (`<idPrefix>-<name>`) with its error and hint references, daisyUI's full-width class of its kind (red
 * while the field has an error) and the field's registration (react-hook-form's `register`).
 */
export function fieldBinder<Name extends string, Registration>(
  idPrefix: string,
  errorOf: (name: Name) => string | undefined,
  register: (name: Name) => Registration,
) {
  return (name: Name, kind: 'input' | 'select' | 'textarea' = 'input', hint = false) => ({
    ...controlProps(`${idPrefix}-${name}`, errorOf(name), hint),
    className: `${kind} w-full ${errorOf(name) ? `${kind}-error` : ''}`,
    ...register(name),
  });
}

/** A visible label above its control. */
export const fieldLabelClass = 'label mb-1 text-sm font-medium text-base-content';

/** A label, its control, an optional hint and the control's validation message right under it. */
export function FormField({
  id,
  label,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={fieldLabelClass}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs opacity-80">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A select's options: one per value, in the list's order, each worded by `label`. */
export function ValueOptions<T extends string>({
  values,
  label,
}: {
  values: readonly T[];
  label: (value: T) => string;
}) {
  return values.map((value) => (
    <option key={value} value={value}>
      {label(value)}
    </option>
  ));
}

// Full class names, so that Tailwind finds them in the source.
const spinners = { sm: 'loading loading-spinner loading-sm', xs: 'loading loading-spinner loading-xs' };

/** A form's submit button: disabled while `busy` (or while `disabled`), with a spinner while busy. */
export function SubmitButton({
  busy,
  disabled = false,
  className = 'btn btn-primary',
  spinner = 'sm',
  children,
}: {
  busy: boolean;
  disabled?: boolean;
  className?: string;
  spinner?: keyof typeof spinners;
  children: ReactNode;
}) {
  return (
    <button type="submit" className={className} disabled={busy || disabled}>
      {busy && <span className={spinners[spinner]} aria-hidden />}
      {children}
    </button>
  );
}

/**
 * A label over one row that holds a control and the button that sends it: the one-field forms (a key's
 * name, a bag's destination, a tracking ID, an email address).
 */
export function RowField({
  id,
  label,
  labelClassName = 'label text-sm font-medium text-base-content',
  className = 'flex flex-wrap gap-2',
  children,
}: {
  id: string;
  label: ReactNode;
  labelClassName?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <div className={className}>{children}</div>
    </>
  );
}
