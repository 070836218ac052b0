import type { HTMLInputAutoCompleteAttribute } from 'react';
import {
  type FieldError,
  type FieldErrors,
  type FieldValues,
  get,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';

/** The account fields, each with its label text in auth's `field.<name>`. */
type AuthFieldName = 'name' | 'email' | 'password';

/**
 * The account forms' fields: `field(name, type, autoComplete)` draws the input `<formId>-<name>`,
 * labelled with auth's `field.<name>` text and showing the form's message for it.
 */
export function useAuthField<Values extends FieldValues>(
  formId: string,
  errors: FieldErrors<Values>,
  register: UseFormRegister<Values>,
  /**
   * The messages the server refused the form with when it was sent before the app's scripts ran
   * (`refusedFields`), shown until the form is sent again.
   */
  refused?: Partial<Record<AuthFieldName, string>>,
) {
  const { t } = useTranslation('auth');
  return (
    name: AuthFieldName & Path<Values>,
    type: string,
    autoComplete: HTMLInputAutoCompleteAttribute,
    minLength?: number,
  ) => (
    <TextField
      id={`${formId}-${name}`}
      label={t(`field.${name as AuthFieldName}`)}
      type={type}
      autoComplete={autoComplete}
      minLength={minLength}
      error={(get(errors, name) as FieldError | undefined)?.message ?? refused?.[name as AuthFieldName]}
      registration={register(name)}
    />
  );
}
