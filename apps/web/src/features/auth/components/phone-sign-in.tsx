import { popupMs } from '@desh/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { paths } from '../../../config/paths';
import { localDigits } from '../../../lib/format';
import { showToast } from '../../../lib/popups';
import { sessionQueryKey } from '../api/auth-api';
import { sendSignInCode, signInWithCode } from '../api/phone-auth-api';
import { saveUserRecord } from '../api/user-record';
import { useReturnTo } from '../hooks/use-return-to';
import { AuthCard } from './auth-card';
import { codeStepSchema, phoneErrorText, phoneStepSchema } from './phone-code';
import { PhoneNumberField, SmsCodeField } from './phone-fields';

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
        <PhoneStep onSent={setPhone} />
      )}
      <Link to={paths.login} state={location.state} className="link link-primary text-center text-sm">
        {t('phone.toEmail')}
      </Link>
    </AuthCard>
  );
}

function PhoneStep({ onSent }: { onSent: (phone: string) => void }) {
  const { t } = useTranslation('auth');
  const form = useForm<z.input<typeof phoneStepSchema>, unknown, z.output<typeof phoneStepSchema>>({
    resolver: zodResolver(phoneStepSchema),
    defaultValues: { phoneNumber: '' },
  });
  const onSubmit = form.handleSubmit(async ({ phoneNumber }) => {
    try {
      await sendSignInCode(phoneNumber);
      onSent(phoneNumber);
    } catch (error) {
      await showToast('error', phoneErrorText(error, t));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <p className="text-sm opacity-80">{t('phone.intro')}</p>
      <PhoneNumberField
        id="phone-signin-number"
        label={t('field.phone')}
        error={form.formState.errors.phoneNumber?.message}
        registration={form.register('phoneNumber')}
      />
      <button type="submit" className="btn btn-primary w-full" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden />}
        {t('phone.send')}
      </button>
    </form>
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
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  const queryClient = useQueryClient();
  const form = useForm<z.input<typeof codeStepSchema>, unknown, z.output<typeof codeStepSchema>>({
    resolver: zodResolver(codeStepSchema),
    defaultValues: { code: '' },
  });

  const onSubmit = form.handleSubmit(async ({ code }) => {
    let email: string;
    try {
      ({
        user: { email },
      } = await signInWithCode(phone, code));
    } catch (error) {
      await showToast('error', phoneErrorText(error, t));
      return;
    }
    await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    void showToast('success', t('Login Successful!'), popupMs);
    navigate(returnTo, { replace: true });
    saveUserRecord(email).catch((error: unknown) => console.error('Saving the user record failed', error));
  });

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
      <p role="status" className="rounded-box bg-base-200 p-3 text-sm">
        {sentText}
      </p>
      <SmsCodeField
        id="phone-signin-code"
        label={t('field.code')}
        error={form.formState.errors.code?.message}
        registration={form.register('code')}
      />
      <button type="submit" className="btn btn-primary w-full" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden />}
        {t('phone.signIn')}
      </button>
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
