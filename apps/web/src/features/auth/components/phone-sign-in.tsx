import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { SubmitButton } from '../../../components/ui/form-field';
import { paths } from '../../../config/paths';
import { localDigits } from '../../../lib/format';
import { showToast } from '../../../lib/popups';
import { sendSignInCode } from '../api/phone-auth-api';
import { useCodeSignIn } from '../hooks/use-code-sign-in';
import { AuthCard } from './auth-card';
import { phoneErrorText } from './phone-code';
import { SmsCodeField } from './phone-fields';
import { CodeSentNote, PhoneNumberStep, useCodeStepForm } from './phone-steps';

/** Sign-in with a mobile number and a code sent to it by SMS; a new number becomes a customer account. */
export function PhoneSignIn() {
  const { t, i18n } = useTranslation('auth');
  const location = useLocation();
  const [phone, setPhone] = useState<string | null>(null);
  return (
    <AuthCard title={t('phone.title')}>
      {phone ? (
        <CodeStep
          phone={phone}
          onChangeNumber={() => setPhone(null)}
          sentText={t('phone.sent', { phone: localDigits(phone, i18n.language) })}
        />
      ) : (
        <PhoneNumberStep
          id="phone-signin-number"
          label={t('field.phone')}
          intro={t('phone.intro')}
          submitLabel={t('phone.send')}
          send={sendSignInCode}
          onSent={setPhone}
          fullWidth
          busySpinner
        />
      )}
      <Link to={paths.login} state={location.state} className="link link-primary text-center text-sm">
        {t('phone.toEmail')}
      </Link>
      {/* Someone who came here without an account: sign up with the phone, or go and book. */}
      <div className="flex flex-col gap-2 border-base-300 border-t pt-3 sm:flex-row">
        <Link to={paths.signupPhone} state={location.state} className="btn btn-outline btn-sm flex-1">
          {t('phoneSignup.link')}
        </Link>
        <Link to={paths.bookParcel} className="btn btn-ghost btn-sm flex-1">
          {t('phone.toBooking')}
        </Link>
      </div>
    </AuthCard>
  );
}

function CodeStep({
  phone,
  sentText,
  onChangeNumber,
}: {
  phone: string;
  sentText: string;
  onChangeNumber: () => void;
}) {
  const { t } = useTranslation('auth');
  const finish = useCodeSignIn();
  const form = useCodeStepForm();

  const onSubmit = form.handleSubmit(({ code }) => finish(phone, code, async () => t('Login Successful!')));

  async function resend() {
    try {
      await sendSignInCode(phone);
      await showToast('success', t('phone.resent'));
    } catch (error) {
      await showToast('error', phoneErrorText(error, t));
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <CodeSentNote>{sentText}</CodeSentNote>
      <SmsCodeField
        id="phone-signin-code"
        label={t('field.code')}
        error={form.formState.errors.code?.message}
        registration={form.register('code')}
      />
      <SubmitButton busy={form.formState.isSubmitting} className="btn btn-primary w-full">
        {t('phone.signIn')}
      </SubmitButton>
      <div className="flex flex-wrap justify-between gap-2">
        <button type="button" className="btn btn-ghost btn-sm" onClick={onChangeNumber}>
          {t('phone.changeNumber')}
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => void resend()}>
          {t('phone.resend')}
        </button>
      </div>
    </form>
  );
}
