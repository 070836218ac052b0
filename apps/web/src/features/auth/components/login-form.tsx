import { type LoginInput, loginSchema, popupMs } from '@desh/shared';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { SubmitButton } from '../../../components/ui/form-field';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/error-text';
import { showToast } from '../../../lib/popups';
import { useZodForm } from '../../../lib/use-zod-form';
import { saveUserRecord } from '../api/user-record';
import { useAuth } from '../hooks/use-auth';
import { useReturnTo } from '../hooks/use-return-to';
import { AuthCard } from './auth-card';
import { GoogleButton } from './google-button';

export function LoginForm() {
  const { t } = useTranslation('auth');
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  const location = useLocation();
  // No defaultValues: the fields start from what the page holds, so text typed before the app's
  // scripts ran is kept (react-hook-form would write the defaults over it).
  const { register, handleSubmit, errors, isSubmitting } = useZodForm<LoginInput>(loginSchema);

  const onSubmit = handleSubmit(async ({ email, password }) => {
    try {
      await signIn(email, password);
    } catch (error) {
      await showToast('error', errorText(error));
      return;
    }
    void showToast('success', t('Login Successful!'), popupMs);
    navigate(returnTo, { replace: true });
    saveUserRecord(email).catch((error: unknown) => console.error('Saving the user record failed', error));
  });

  return (
    <AuthCard title={t('login.title')}>
      {/* A real POST before the app's scripts run: the server signs in (apps/api/src/plugins/page-forms.ts). */}
      <form method="post" action={paths.login} onSubmit={onSubmit} noValidate className="space-y-3">
        <TextField
          id="login-email"
          label={t('field.email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          registration={register('email')}
        />
        <TextField
          id="login-password"
          label={t('field.password')}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          registration={register('password')}
        />
        <div className="text-right">
          <Link to={paths.forgotPassword} className="link link-hover text-sm">
            {t('login.forgot')}
          </Link>
        </div>
        <SubmitButton busy={isSubmitting} className="btn btn-primary w-full">
          {t('login.submit')}
        </SubmitButton>
      </form>
      <p className="text-center text-sm">
        {t('login.noAccount')}{' '}
        <Link to={paths.signup} state={location.state} className="link link-primary">
          {t('login.toSignup')}
        </Link>
      </p>
      <div className="divider">{t('or', { ns: 'common' })}</div>
      <GoogleButton returnTo={returnTo} />
    </AuthCard>
  );
}
