import { type LoginInput, loginSchema, popupMs } from '@desh/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { FieldError } from '../../../components/ui/field-error';
import { paths } from '../../../config/paths';
import { showToast } from '../../../lib/popups';
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
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    try {
      await signIn(email, password);
    } catch (error) {
      await showToast('error', error instanceof Error ? error.message : String(error));
      return;
    }
    void showToast('success', t('Login Successful!'), popupMs);
    navigate(returnTo, { replace: true });
    saveUserRecord(email).catch((error: unknown) => console.error('Saving the user record failed', error));
  });

  return (
    <AuthCard title={t('login.title')}>
      <form onSubmit={onSubmit} noValidate className="space-y-3">
        <div>
          <label htmlFor="login-email" className="label mb-1">
            {t('field.email')}
          </label>
          <input
            id="login-email"
            type="email"
            autoComplete="email"
            className="input w-full"
            aria-invalid={Boolean(errors.email)}
            aria-describedby={errors.email ? 'login-email-error' : undefined}
            {...register('email')}
          />
          <FieldError id="login-email-error" message={errors.email?.message} />
        </div>
        <div>
          <label htmlFor="login-password" className="label mb-1">
            {t('field.password')}
          </label>
          <input
            id="login-password"
            type="password"
            autoComplete="current-password"
            className="input w-full"
            aria-invalid={Boolean(errors.password)}
            aria-describedby={errors.password ? 'login-password-error' : undefined}
            {...register('password')}
          />
          <FieldError id="login-password-error" message={errors.password?.message} />
        </div>
        <div className="text-right">
          <Link to={paths.forgotPassword} className="link link-hover text-sm">
            {t('login.forgot')}
          </Link>
        </div>
        <button type="submit" className="btn btn-primary w-full" disabled={isSubmitting}>
          {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden />}
          {t('login.submit')}
        </button>
      </form>
      <p className="text-center text-sm">
        {t('login.noAccount')}{' '}
        <Link to={paths.signup} state={location.state} className="link link-primary">
          {t('login.toSignup')}
        </Link>
      </p>
      <div className="divider">{t('or')}</div>
      <GoogleButton returnTo={returnTo} />
    </AuthCard>
  );
}
