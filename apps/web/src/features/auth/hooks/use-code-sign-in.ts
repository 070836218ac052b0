import { popupMs } from '@desh/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showToast } from '../../../lib/popups';
import { sessionQueryKey } from '../api/auth-api';
import { signInWithCode } from '../api/phone-auth-api';
import { saveUserRecord } from '../api/user-record';
import { phoneErrorText } from '../components/phone-code';
import { useLandingAfterSignIn } from './use-return-to';

/**
 * The end of every SMS-code sign-in (signing in, signing up): the code is checked (a refusal is told in a
 * toast), then `signedIn` does what the flow adds and says the success text, the session is read again, the
 * person goes back where they came from, and the user record is saved.
 */
export function useCodeSignIn() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const landing = useLandingAfterSignIn();
  const queryClient = useQueryClient();
  return async (phone: string, code: string, signedIn: () => Promise<string>) => {
    let email: string;
    try {
      ({
        user: { email },
      } = await signInWithCode(phone, code));
    } catch (error) {
      await showToast('error', phoneErrorText(error, t));
      return;
    }
    const successText = await signedIn();
    await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    void showToast('success', successText, popupMs);
    navigate(landing(), { replace: true });
    saveUserRecord(email).catch((error: unknown) => console.error('Saving the user record failed', error));
  };
}
