import { profileSchema } from '@desh/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { z } from 'zod';
import { SubmitButton } from '../../../components/ui/form-field';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { localDigits } from '../../../lib/format';
import { showToast } from '../../../lib/popups';
import { changeEmail, updateUser } from '../api/auth-api';
import { sendSignInCode } from '../api/phone-auth-api';
import { useCodeSignIn } from '../hooks/use-code-sign-in';
import { AuthCard } from './auth-card';
import { phoneErrorText, phoneStepSchema } from './phone-code';
import { PhoneNumberField, SmsCodeField } from './phone-fields';
import { CodeSentNote, useCodeStepForm } from './phone-steps';

/** Who is signing up: a name (never the number), a shop for a merchant, an optional email, the number. */
export const phoneSignUpSchema = profileSchema.extend(phoneStepSchema.shape);
type Details = z.output<typeof phoneSignUpSchema>;

/**
 * Sign-up with a mobile number: the person's name (and a shop name for a merchant) and, if they
 * like, an email first, then the code texted to the number. The email is set only when the link
 * mailed to it is opened; until then the account shows none (never its stand-in address).
 */
export function PhoneSignUp() {
  const { t, i18n } = useTranslation('auth');
  const location = useLocation();
  const [details, setDetails] = useState<Details | null>(null);
  const form = useForm<z.input<typeof phoneSignUpSchema>, unknown, Details>({
    resolver: zodResolver(phoneSignUpSchema),
    defaultValues: { name: '', shopName: '', email: '', phoneNumber: '' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await sendSignInCode(values.phoneNumber);
      setDetails(values);
    } catch (error) {
      await showToast('error', phoneErrorText(error, t));
    }
  });
  const error = (name: keyof Details) => form.formState.errors[name]?.message;
  return (
    <AuthCard title={t('phoneSignup.title')}>
      {details ? (
        <CodeStep
          details={details}
          onChangeNumber={() => setDetails(null)}
          sentText={t('phone.sent', { phone: localDigits(details.phoneNumber, i18n.language) })}
        />
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-3">
          <p className="text-sm opacity-80">{t('phoneSignup.intro')}</p>
          <TextField
            id="phone-signup-name"
            label={t('field.name')}
            autoComplete="name"
            error={error('name')}
            registration={form.register('name')}
          />
          <TextField
            id="phone-signup-shopName"
            label={t('field.shopName')}
            autoComplete="organization"
            error={error('shopName')}
            registration={form.register('shopName')}
          />
          <TextField
            id="phone-signup-email"
            label={t('field.emailOptional')}
            type="email"
            autoComplete="email"
            error={error('email')}
            registration={form.register('email')}
          />
          <PhoneNumberField
            id="phone-signup-number"
            label={t('field.phone')}
            error={error('phoneNumber')}
            registration={form.register('phoneNumber')}
          />
          <SubmitButton busy={form.formState.isSubmitting} className="btn btn-primary w-full">
            {t('phone.send')}
          </SubmitButton>
        </form>
      )}
      <Link to={paths.signup} state={location.state} className="link link-primary text-center text-sm">
        {t('phoneSignup.toEmail')}
      </Link>
      <Link to={paths.loginPhone} state={location.state} className="link text-center text-sm">
        {t('phoneSignup.haveAccount')}
      </Link>
    </AuthCard>
  );
}

function CodeStep({
  details,
  sentText,
  onChangeNumber,
}: {
  details: Details;
  sentText: string;
  onChangeNumber: () => void;
}) {
  const { t } = useTranslation('auth');
  const finish = useCodeSignIn();
  const form = useCodeStepForm();

  const onSubmit = form.handleSubmit(({ code }) =>
    finish(details.phoneNumber, code, async () => {
      // Signed in: the account takes the name and shop now; the email waits for its link.
      await updateUser({ name: details.name, shopName: details.shopName }).catch((error: unknown) =>
        console.error('Saving the profile failed', error),
      );
      const mailed = details.email
        ? await changeEmail(details.email, paths.account).then(
            () => true,
            (error: unknown) => void console.error('Asking to add the email failed', error),
          )
        : false;
      return mailed ? t('phoneSignup.doneMailed', { email: details.email }) : t('Signup Successful!');
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <CodeSentNote>{sentText}</CodeSentNote>
      <SmsCodeField
        id="phone-signup-code"
        label={t('field.code')}
        error={form.formState.errors.code?.message}
        registration={form.register('code')}
      />
      <SubmitButton busy={form.formState.isSubmitting} className="btn btn-primary w-full">
        {t('signup.submit')}
      </SubmitButton>
      <button type="button" className="btn btn-ghost btn-sm" onClick={onChangeNumber}>
        {t('phone.changeNumber')}
      </button>
    </form>
  );
}
