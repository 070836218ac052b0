import { useState } from 'react';

/**
 * A money form's text fields and their messages: `field(name)` gives TakaField or ReferenceField its
 * value, its onChange and its message.
 */
export function useTextFields<Name extends string>(initial: Record<Name, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Name | 'form', string>>>({});
  const setValue = (name: Name, value: string) => setValues((current) => ({ ...current, [name]: value }));
  const field = (name: Name) => ({
    value: values[name],
    onChange: (value: string) => setValue(name, value),
    error: errors[name],
  });
  return { values, setValue, setValues, errors, setErrors, field };
}
