import { minPasswordLength, signupSchema } from '@desh/shared';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/error-text';
import { showToast } from '../../../lib/popups';
import { useZodForm } from '../../../lib/use-zod-form';
import { resetPassword } from '../api/auth-api';
import { AuthCard } from './auth-card';
import { useAuthField } from './auth-field';

// The same password rule and messages as sign-up.
const resetSchema = z.object({ password: signupSchema.shape.password });

export function ResetPasswordForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const { register, handleSubmit, errors, isSubmitting } = useZodForm<z.infer<typeof resetSchema>>(
    resetSchema,
    { password: '' },
  );
  const field = useAuthField('reset', errors, register);

  if (!token || params.get('error')) {
    return (
      <AuthCard title={t('reset.title')}>
        <p role="alert" className="alert alert-error">
          {t('reset.invalid')}
        </p>
        <Link to={paths.forgotPassword} className="link link-primary text-center text-sm">
          {t('forgot.title')}
        </Link>
      </AuthCard>
    );
  }

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await resetPassword(token, password);
    } catch (error) {
      await showToast('error', errorText(error));
      return;
    }
    void showToast('success', t('reset.done'));
    navigate(paths.login, { replace: true });
  });

  return (
    <AuthCard title={t('reset.title')}>
      <form onSubmit={onSubmit} noValidate className="space-y-3">
        {field('password', 'password', 'new-password', minPasswordLength)}
        <button type="submit" className="btn btn-primary w-full" disabled={isSubmitting}>
          {t('reset.submit')}
        </button>
      </form>
    </AuthCard>
  );
}
