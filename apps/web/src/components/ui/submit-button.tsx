import type { ReactNode } from 'react';

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
