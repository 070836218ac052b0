import { popupMs } from '@desh/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { showPopup } from '../../lib/popups';

export function LogoutButton({
  className = 'btn btn-outline btn-sm',
  onDone,
}: {
  className?: string;
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const { logout } = useAuth();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className={className}
      onClick={async () => {
        onDone?.();
        try {
          await logout();
          navigate(paths.home);
          await showPopup({ icon: 'success', title: t('Logout Successful!'), timer: popupMs });
        } catch (error) {
          // Loaded on failure only: the layout is on every landing page (its budget).
          const { errorText } = await import('../../lib/error-text');
          await showPopup({
            icon: 'error',
            title: errorText(error),
            timer: popupMs,
          });
        }
      }}
    >
      {t('nav.logout')}
    </button>
  );
}
