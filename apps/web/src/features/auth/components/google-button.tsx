import { useTranslation } from 'react-i18next';
import { FcGoogle } from 'react-icons/fc';
import { usePublicConfig } from '../api/public-config';
import { useAuth } from '../hooks/use-auth';

export function GoogleButton({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation('auth');
  const { signInWithGoogle } = useAuth();
  const config = usePublicConfig();
  const enabled = config.data?.googleEnabled === true;
  return (
    <div>
      <button
        type="button"
        className="btn w-full gap-2 border-base-300 bg-base-100"
        disabled={!enabled}
        aria-describedby={enabled ? undefined : 'google-unavailable'}
        onClick={() =>
          signInWithGoogle(returnTo).catch((error: unknown) => {
            // The spec: a failed Google sign-in is logged only.
            console.error('Google sign-in failed', error);
          })
        }
      >
        <FcGoogle className="size-5" aria-hidden />
        {t('Continue with Google')}
      </button>
      {/* Laid out (unseen) while the configuration loads, so the page below does not move when it says
          Google is off, the default. */}
      {!enabled && (
        <p
          id="google-unavailable"
          className={`mt-1 text-center text-xs opacity-80 ${config.data ? '' : 'invisible'}`}
        >
          {t('google.unavailable')}
        </p>
      )}
    </div>
  );
}
