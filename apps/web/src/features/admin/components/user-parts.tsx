import type { AdminUser } from '@desh/shared';
import { useTranslation } from 'react-i18next';
import { FiPause, FiPlay, FiShield } from 'react-icons/fi';

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

/** Suspend a rider's, hub worker's or customer's account, or lift the suspension; admins have neither. */
export function SuspendButton({
  user,
  busy,
  onClick,
}: {
  user: AdminUser;
  busy: boolean;
  onClick: (user: AdminUser) => void;
}) {
  const { t } = useTranslation('admin');
  if (user.role === 'admin') return null;
  const Icon = user.suspended ? FiPlay : FiPause;
  return (
    <button
      type="button"
      className={`btn btn-sm whitespace-nowrap ${user.suspended ? 'btn-outline btn-success' : 'btn-outline btn-error'}`}
      disabled={busy}
      aria-label={t(user.suspended ? 'people.reactivate.label' : 'people.suspend.label', {
        email: user.email,
      })}
      onClick={() => onClick(user)}
      data-action={user.suspended ? 'reactivate' : 'suspend'}
    >
      <Icon aria-hidden />
      {t(user.suspended ? 'people.reactivate.button' : 'people.suspend.button')}
    </button>
  );
}

/** The person's sign-in phone and whether they are suspended, under their name. */
export function UserFacts({ user }: { user: AdminUser }) {
  const { t } = useTranslation('admin');
  return (
    <span className="flex flex-wrap items-center gap-2 text-xs font-normal">
      {user.phone && <span className="opacity-70">{user.phone}</span>}
      {user.suspended && (
        <span className="badge badge-sm badge-error" data-testid="suspended-badge">
          {t('people.suspended')}
        </span>
      )}
    </span>
  );
}
