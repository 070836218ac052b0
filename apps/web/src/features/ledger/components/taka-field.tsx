import { useId } from 'react';

/** A taka amount typed as text ("1500", "1,500.50", Bangla digits too); the caller parses it to poisha. */
export function TakaField({
  label,
  value,
  onChange,
  error,
  name,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  name: string;
}) {
  const id = useId();
  return (
    <label className="form-control w-full" htmlFor={id}>
      <span className="label-text mb-1 block text-sm font-medium">{label}</span>
      <label className={`input w-full ${error ? 'input-error' : ''}`}>
        <span aria-hidden className="opacity-70">
          ৳
        </span>
        <input
          id={id}
          name={name}
          inputMode="decimal"
          autoComplete="off"
          className="grow tabular-nums"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </label>
      {error ? (
        <span id={`${id}-error`} className="mt-1 block text-sm text-error">
          {error}
        </span>
      ) : null}
    </label>
  );
}
