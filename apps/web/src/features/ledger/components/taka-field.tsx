import { useId } from 'react';
import { controlProps, FormField } from '../../../components/ui/form-field';

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
    <FormField className="form-control w-full" id={id} label={label} error={error}>
      <label className={`input w-full ${error ? 'input-error' : ''}`}>
        <span aria-hidden className="opacity-70">
          ৳
        </span>
        <input
          name={name}
          inputMode="decimal"
          autoComplete="off"
          className="grow tabular-nums"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...controlProps(id, error)}
        />
      </label>
    </FormField>
  );
}
