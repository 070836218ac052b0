import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FcGoogle } from 'react-icons/fc';
import { usePublicConfig } from '../api/public-config';
import { useAuth } from '../hooks/use-auth';

/** The server's address for Google sign-in without the app's scripts (apps/api/src/plugins/page-forms.ts). */
const googleFormAction = '/login/google';

export function GoogleButton({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation('auth');
  const { signInWithGoogle } = useAuth();
  const config = usePublicConfig();
  // Usable until the configuration says otherwise: a tap before the app's scripts run posts the form,
  // and the server sends the visitor on to Google (or back, when Google is not set up).
  const disabled = config.data?.googleEnabled === false;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    signInWithGoogle(returnTo).catch((error: unknown) => {
      // The spec: a failed Google sign-in is logged only.
      console.error('Google sign-in failed', error);
    });
  };
  return (
    <form method="post" action={googleFormAction} onSubmit={onSubmit}>
      <button
        type="submit"
        className="btn w-full gap-2 border-base-300 bg-base-100"
        disabled={disabled}
        aria-describedby={disabled ? 'google-unavailable' : undefined}
      >
        <FcGoogle className="size-5" aria-hidden />
        {t('Continue with Google')}
      </button>
      {/* Laid out (unseen) while the configuration loads, so the page below does not move when it says
          Google is off, the default. */}
      {config.data?.googleEnabled !== true && (
        <p
          id="google-unavailable"
          className={`mt-1 text-center text-xs opacity-80 ${disabled ? '' : 'invisible'}`}
        >
          {t('google.unavailable')}
        </p>
      )}
    </form>
  );
}
