import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';
import { localDigits } from '../../../lib/format';

interface StepFieldProps {
  id: string;
  label: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}

/** The phone flows' number field: a Bangladeshi mobile, with an example in the page's digits. */
export function PhoneNumberField(props: StepFieldProps) {
  const { i18n } = useTranslation();
  return (
    <TextField
      {...props}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder={localDigits('01712345678', i18n.language)}
    />
  );
}

/**
 * The code the SMS brought. The step opens because the person asked for a code, so the field they
 * need next takes focus; phones offer the code from the message (`one-time-code`).
 */
export function SmsCodeField(props: StepFieldProps) {
  return <TextField {...props} inputMode="numeric" autoComplete="one-time-code" autoFocus />;
}
