import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiSearch } from 'react-icons/fi';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { InviteForm } from './invite-form';
import { UsersTable } from './users-table';

/** Search and page live in the URL, so a reload or a shared link shows the same list. */
export function UsersAdmin() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [typed, setTyped] = useState(search);
  const debounced = useDebouncedValue(typed.trim(), 300);

  useEffect(() => {
    if (debounced === search) return;
    setParams(debounced ? { search: debounced } : {}, { replace: true });
  }, [debounced, search, setParams]);

  const goTo = (next: number) => {
    const query: Record<string, string> = { page: String(next) };
    if (search) query.search = search;
    setParams(query);
  };

  return (
    <div className="space-y-4">
      <InviteForm />
      <search>
        <label htmlFor="users-search" className="label mb-1 text-sm">
          {t('users.search')}
        </label>
        <label className="input w-full sm:max-w-sm">
          <FiSearch aria-hidden className="opacity-60" />
          <input
            id="users-search"
            type="search"
            inputMode="email"
            autoComplete="off"
            placeholder={t('users.search.placeholder')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </label>
      </search>
      <UsersTable search={search} page={page} onPage={goTo} />
    </div>
  );
}
