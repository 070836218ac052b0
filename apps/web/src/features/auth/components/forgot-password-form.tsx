import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/error-text';
import { showToast } from '../../../lib/popups';
import { useZodForm } from '../../../lib/use-zod-form';
import { requestPasswordReset } from '../api/auth-api';
import { usePublicConfig } from '../api/public-config';
import { AuthCard } from './auth-card';
import { useAuthField } from './auth-field';

const forgotSchema = z.object({ email: z.string().trim().min(1, 'Email is required') });

export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const [sent, setSent] = useState(false);
  const config = usePublicConfig();
  // Without mail on this server a request would vanish: say so instead of promising a link.
  const unavailable = config.data?.passwordResetEnabled === false;
  const { register, handleSubmit, errors, isSubmitting } = useZodForm<z.infer<typeof forgotSchema>>(
    forgotSchema,
    { email: '' },
  );
  const field = useAuthField('forgot', errors, register);

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await requestPasswordReset(email, `${window.location.origin}${paths.resetPassword}`);
      setSent(true);
    } catch (error) {
      await showToast('error', errorText(error));
    }
  });

  return (
    <AuthCard title={t('forgot.title')}>
      {unavailable ? (
        <p role="status" className="alert alert-warning">
          {t('forgot.unavailable')}
        </p>
      ) : sent ? (
        <p role="status" className="alert alert-success">
          {t('forgot.sent')}
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-3">
          <p className="text-sm opacity-80">{t('forgot.text')}</p>
          {field('email', 'email', 'email')}
          <button type="submit" className="btn btn-primary w-full" disabled={isSubmitting}>
            {t('forgot.submit')}
          </button>
        </form>
      )}
      <Link to={paths.forgotPasswordSms} className="btn btn-outline w-full" data-testid="reset-by-sms">
        {t('sms.link')}
      </Link>
      <Link to={paths.login} className="link link-primary text-center text-sm">
        {t('forgot.back')}
      </Link>
    </AuthCard>
  );
}
