import { useTranslation } from 'react-i18next';
import { QueryFallback } from '../../../components/ui/load-error';
import { DataTable, tableFrame } from '../../../components/ui/table';
import { usersPageSize, useUsers } from '../api/get-users';
import { useMakeAdmin } from '../hooks/use-make-admin';
import { useSuspend } from '../hooks/use-suspend';
import { useWideScreen } from '../hooks/use-wide-screen';
import { MakeAdminButton, RoleBadge, SuspendButton, UserFacts } from './user-parts';
import { UsersPagination } from './users-pagination';

/** The spec's table (Email, Role, Actions) on wide screens, one card per user on phones. */
export function UsersTable({
  search,
  page,
  onPage,
}: {
  search: string;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('admin');
  const users = useUsers(search, page);
  const wide = useWideScreen();
  const { makeAdmin, busy } = useMakeAdmin();
  const suspension = useSuspend();
  if (!users.isSuccess)
    return <QueryFallback query={users} message={t('load.users')} retryLabel={t('load.retry')} />;
  const { users: rows, total } = users.data;
  if (rows.length === 0) {
    return (
      <p className="rounded-box bg-base-200 p-6 text-center">
        {search ? t('users.noMatch') : t('users.none')}
      </p>
    );
  }
  const onMakeAdmin = (user: (typeof rows)[number]) => void makeAdmin(user);
  const onSuspend = (user: (typeof rows)[number]) => void suspension.toggle(user);
  const dimmed = users.isPlaceholderData ? 'opacity-60' : '';

  return (
    <div className="space-y-3">
      {wide ? (
        <DataTable
          frameClassName={`${tableFrame} ${dimmed}`}
          busy={users.isFetching}
          columns={[t('column.email'), t('column.role'), t('column.actions')]}
        >
          {rows.map((user) => (
            <tr key={user._id} data-testid="user-row" data-email={user.email}>
              <th scope="row" className="font-medium break-all">
                {user.email}
                <span className="block text-xs font-normal opacity-70">{user.name}</span>
                <UserFacts user={user} />
              </th>
              <td>
                <RoleBadge role={user.role} />
              </td>
              <td>
                <div className="flex flex-wrap gap-2">
                  <MakeAdminButton user={user} busy={busy} onClick={onMakeAdmin} />
                  <SuspendButton user={user} busy={suspension.busy} onClick={onSuspend} />
                </div>
              </td>
            </tr>
          ))}
        </DataTable>
      ) : (
        <ul className={`space-y-3 ${dimmed}`} aria-label={t('Users')} aria-busy={users.isFetching}>
          {rows.map((user) => (
            <li
              key={user._id}
              className="flex items-center justify-between gap-3 rounded-box border border-base-300 bg-base-100 p-4"
              data-testid="user-row"
              data-email={user.email}
            >
              <div className="min-w-0">
                <p className="font-medium break-all">{user.email}</p>
                <p className="text-xs opacity-70">{user.name}</p>
                <UserFacts user={user} />
                <p className="mt-1 flex items-center gap-2 text-xs">
                  <span className="opacity-70">{t('column.role')}</span>
                  <RoleBadge role={user.role} />
                </p>
              </div>
              <div className="flex flex-col gap-2">
                <MakeAdminButton user={user} busy={busy} onClick={onMakeAdmin} />
                <SuspendButton user={user} busy={suspension.busy} onClick={onSuspend} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <UsersPagination
        page={page}
        pages={Math.max(1, Math.ceil(total / usersPageSize))}
        total={total}
        onPage={onPage}
      />
    </div>
  );
}
