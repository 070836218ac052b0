import type { Role } from '@desh/shared';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useAuth } from '../hooks/use-auth';

/**
 * Signed-out visitors go to /login, which sends them back here afterwards. With `roles`, other
 * signed-in users see why they cannot enter; the server enforces the same rule on every call.
 */
export function RequireAuth({ roles }: { roles?: Role[] }) {
  const { t } = useTranslation();
  const { user, loading, role, roleLoading } = useAuth();
  const location = useLocation();
  if (loading) return <Spinner fullPage />;
  if (!user) return <Navigate to={paths.login} replace state={{ from: location }} />;
  if (roles) {
    if (roleLoading) return <Spinner fullPage />;
    if (!role || !roles.includes(role)) {
      return (
        <div className="mx-auto max-w-xl px-4 py-16 text-center" role="alert">
          <h1 className="text-2xl font-bold">{t('guard.title')}</h1>
          <p className="mt-2 opacity-80">
            {t('guard.text', { roles: roles.map((r) => t(`role.${r}`)).join(', ') })}
          </p>
          <Link to={paths.home} className="btn btn-primary mt-6">
            {t('guard.home')}
          </Link>
        </div>
      );
    }
  }
  return <Outlet />;
}
