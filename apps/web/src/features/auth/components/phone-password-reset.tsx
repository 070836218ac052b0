import { signupSchema } from '@desh/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { localDigits } from '../../../lib/format';
import { showToast } from '../../../lib/popups';
import { requestResetCode, resetPasswordWithCode } from '../api/phone-auth-api';
import { AuthCard } from './auth-card';
import { codeStepSchema, phoneErrorText } from './phone-code';
import { SmsCodeField } from './phone-fields';
import { CodeSentNote, PhoneNumberStep } from './phone-steps';

// The same password rule and messages as sign-up and the emailed reset.
const newPasswordSchema = codeStepSchema.extend({ password: signupSchema.shape.password });

/** Password reset by a code texted to the account's verified phone; every session of the account ends. */
export function PhonePasswordReset() {
  const { t } = useTranslation('auth');
  const [phone, setPhone] = useState<string | null>(null);
  return (
    <AuthCard title={t('forgot.title')}>
      {phone ? (
        <NewPasswordStep phone={phone} onChangeNumber={() => setPhone(null)} />
      ) : (
        <PhoneNumberStep
          id="reset-sms-number"
          label={t('field.phone')}
          intro={t('sms.text')}
          submitLabel={t('sms.submit')}
          send={requestResetCode}
          onSent={setPhone}
          fullWidth
        />
      )}
      <Link to={paths.forgotPassword} className="link link-primary text-center text-sm">
        {t('sms.byEmail')}
      </Link>
      <Link to={paths.login} className="link link-primary text-center text-sm">
        {t('forgot.back')}
      </Link>
    </AuthCard>
  );
}

function NewPasswordStep({ phone, onChangeNumber }: { phone: string; onChangeNumber: () => void }) {
  const { t, i18n } = useTranslation('auth');
  const navigate = useNavigate();
  const form = useForm<z.input<typeof newPasswordSchema>, unknown, z.output<typeof newPasswordSchema>>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { code: '', password: '' },
  });
  const onSubmit = form.handleSubmit(async ({ code, password }) => {
    try {
      await resetPasswordWithCode(phone, code, password);
    } catch (error) {
      await showToast('error', phoneErrorText(error, t));
      return;
    }
    void showToast('success', t('reset.done'));
    navigate(paths.login, { replace: true });
  });
  const errors = form.formState.errors;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <CodeSentNote>{t('sms.sent', { phone: localDigits(phone, i18n.language) })}</CodeSentNote>
      <SmsCodeField
        id="reset-sms-code"
        label={t('field.code')}
        error={errors.code?.message}
        registration={form.register('code')}
      />
      <TextField
        id="reset-sms-password"
        label={t('field.newPassword')}
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        registration={form.register('password')}
      />
      <button type="submit" className="btn btn-primary w-full" disabled={form.formState.isSubmitting}>
        {t('reset.submit')}
      </button>
      <button type="button" className="btn btn-ghost btn-sm" onClick={onChangeNumber}>
        {t('phone.changeNumber')}
      </button>
    </form>
  );
}
