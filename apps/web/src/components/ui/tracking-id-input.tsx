import type { InputHTMLAttributes, ReactNode } from 'react';
import { FiSearch } from 'react-icons/fi';

/**
 * The tracking-ID box of the home page and the tracking page: uncontrolled and named `trackingId`, so the
 * GET before the app's scripts run carries it (see lib/use-tracking-search).
 */
export function TrackingIdInput({
  id,
  error,
  ...input
}: { id: string; error: string | undefined } & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'defaultValue' | 'enterKeyHint'
>) {
  return (
    <input
      id={id}
      name="trackingId"
      className="input input-lg w-full font-mono uppercase placeholder:normal-case"
      placeholder="DSH-1700000000000"
      autoComplete="off"
      spellCheck={false}
      aria-invalid={Boolean(error)}
      aria-describedby={error ? `${id}-error` : undefined}
      {...input}
    />
  );
}

/** The tracking search's button, with its magnifier. */
export function TrackingSearchButton({ children }: { children: ReactNode }) {
  return (
    <button type="submit" className="btn btn-primary btn-lg">
      <FiSearch className="size-5" aria-hidden />
      {children}
    </button>
  );
}
