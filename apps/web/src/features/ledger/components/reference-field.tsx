import { useId } from 'react';
import { controlProps, FormField } from '../../../components/ui/form-field';

/** The reference money moved under (a deposit slip's number, a transfer's ID), at most 100 characters. */
export function ReferenceField({
  label,
  value,
  onChange,
  error,
  name,
  placeholder,
  className = 'form-control w-full',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  name?: string;
  placeholder?: string;
  className?: string;
}) {
  const id = useId();
  return (
    <FormField className={className} id={id} label={label} error={error}>
      <input
        name={name}
        className={`input w-full ${error ? 'input-error' : ''}`}
        value={value}
        maxLength={100}
        autoComplete="off"
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        {...controlProps(id, error)}
      />
    </FormField>
  );
}
