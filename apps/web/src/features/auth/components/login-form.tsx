import { type LoginInput, loginSchema, popupMs } from '@desh/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { SubmitButton } from '../../../components/ui/form-field';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/error-text';
import { refusedFields } from '../../../lib/flash';
import { showToast } from '../../../lib/popups';
import { useZodForm } from '../../../lib/use-zod-form';
import { saveUserRecord } from '../api/user-record';
import { useAuth } from '../hooks/use-auth';
import { useLandingAfterSignIn } from '../hooks/use-return-to';
import { AuthCard } from './auth-card';
import { useAuthField } from './auth-field';
import { OtherWaysIn } from './other-ways-in';

export function LoginForm() {
  const { t } = useTranslation('auth');
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const landing = useLandingAfterSignIn();
  // No defaultValues: the fields start from what the page holds, so text typed before the app's
  // scripts ran is kept (react-hook-form would write the defaults over it).
  const { register, handleSubmit, errors, isSubmitting } = useZodForm<LoginInput>(loginSchema);
  // Sent before the scripts ran and refused: the server's messages by their fields until it is sent again.
  const [refused, setRefused] = useState(() => refusedFields('login'));
  const field = useAuthField('login', errors, register, refused);

  const onSubmit = handleSubmit(async ({ email, password }) => {
    try {
      await signIn(email, password);
    } catch (error) {
      await showToast('error', errorText(error));
      return;
    }
    void showToast('success', t('Login Successful!'), popupMs);
    navigate(landing(), { replace: true });
    saveUserRecord(email).catch((error: unknown) => console.error('Saving the user record failed', error));
  });

  return (
    <AuthCard title={t('login.title')}>
      {/* A real POST before the app's scripts run: the server signs in (apps/api/src/plugins/page-forms.ts). */}
      <form
        method="post"
        action={paths.login}
        onSubmit={(event) => {
          // Sent again: the server's earlier answer gives way to this one's.
          setRefused(undefined);
          return onSubmit(event);
        }}
        noValidate
        className="space-y-3"
      >
        {field('email', 'email', 'email')}
        {field('password', 'password', 'current-password')}
        <div className="text-right">
          <Link to={paths.forgotPassword} className="link link-hover text-sm">
            {t('login.forgot')}
          </Link>
        </div>
        <SubmitButton busy={isSubmitting} className="btn btn-primary w-full">
          {t('login.submit')}
        </SubmitButton>
      </form>
      <OtherWaysIn question={t('login.noAccount')} to={paths.signup} linkText={t('login.toSignup')} />
    </AuthCard>
  );
}
