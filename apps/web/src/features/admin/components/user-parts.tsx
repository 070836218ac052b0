import type { AdminUser } from '@desh/shared';
import { useTranslation } from 'react-i18next';
import { FiShield } from 'react-icons/fi';

const roleTone = {
  admin: 'badge-primary',
  rider: 'badge-info',
  hub: 'badge-secondary',
  customer: 'badge-ghost',
} as const;

/** The user's role; the spec shows "User" for a record without one. */
export function RoleBadge({ role }: { role: AdminUser['role'] | undefined }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  return (
    <span className={`badge badge-sm whitespace-nowrap ${role ? roleTone[role] : 'badge-ghost'}`}>
      {role ? tc(`role.${role}`) : t('User')}
    </span>
  );
}

/** Disabled for admins: there is nothing to make them. */
export function MakeAdminButton({
  user,
  busy,
  onClick,
}: {
  user: AdminUser;
  busy: boolean;
  onClick: (user: AdminUser) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <button
      type="button"
      className="btn btn-sm btn-outline btn-primary whitespace-nowrap"
      disabled={busy || user.role === 'admin'}
      aria-label={t('makeAdmin.label', { email: user.email })}
      onClick={() => onClick(user)}
    >
      <FiShield aria-hidden />
      {t('Make admin')}
    </button>
  );
}
