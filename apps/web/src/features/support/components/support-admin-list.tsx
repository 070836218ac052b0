import { type SupportListQuery, supportTopics } from '@desh/shared';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ValueOptions } from '../../../components/ui/form-field';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { PageButtons } from '../../../components/ui/table';
import { paths } from '../../../config/paths';
import { formatDhakaDateTime, localDigits } from '../../../lib/format';
import { useNumberFormat } from '../../../lib/use-number-format';
import { useSupportRequests } from '../api/support-admin';
import { SupportStatusBadge } from './support-status-badge';

const filters = ['open', 'answered', 'closed', 'all'] as const;
type Filter = (typeof filters)[number];
type Topic = NonNullable<SupportListQuery['topic']>;

/** The support inbox: one tab per status, a topic filter, 20 a page; each request opens its own page. */
export function SupportAdminList() {
  const { t, i18n } = useTranslation('support');
  const number = useNumberFormat();
  const [params, setParams] = useSearchParams();
  const status = (filters as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as Filter)
    : 'open';
  const topicParam = params.get('topic') ?? '';
  const topic = (supportTopics as readonly string[]).includes(topicParam) ? (topicParam as Topic) : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isPending, isError, refetch } = useSupportRequests({ status, topic, page });

  const update = (next: Record<string, string | undefined>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    setParams(merged, { replace: true });
  };
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <fieldset className="flex flex-wrap gap-1 rounded-box bg-base-200 p-1">
          <legend className="sr-only">{t('admin.filter')}</legend>
          {filters.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={status === value}
              className={`btn btn-sm ${status === value ? 'btn-primary' : 'btn-ghost'}`}
              onClick={() => update({ status: value, page: undefined })}
            >
              {t(`filter.${value}`)}
              {value === 'open' && data ? ` (${number(data.openCount)})` : ''}
            </button>
          ))}
        </fieldset>
        <label className="flex items-center gap-2 text-sm" htmlFor="support-topic-filter">
          {t('field.topic')}
          <select
            id="support-topic-filter"
            className="select select-sm w-auto"
            value={topic ?? ''}
            onChange={(event) => update({ topic: event.target.value || undefined, page: undefined })}
          >
            <option value="">{t('filter.allTopics')}</option>
            <ValueOptions values={supportTopics} label={(value) => t(`topic.${value}`)} />
          </select>
        </label>
      </div>
      {isPending ? (
        <Spinner />
      ) : isError ? (
        <LoadError message={t('load.error')} retryLabel={t('load.retry')} onRetry={() => refetch()} />
      ) : data.items.length === 0 ? (
        <p className="opacity-80">{t('admin.empty')}</p>
      ) : (
        <ul
          className="divide-y divide-base-300 rounded-box border border-base-300 bg-base-100"
          data-testid="support-requests"
        >
          {data.items.map((request) => (
            <li key={request.id}>
              <Link
                to={paths.adminSupportRequest(request.id)}
                className="flex flex-col gap-1 p-3 hover:bg-base-200 focus-visible:bg-base-200 sm:flex-row sm:items-center sm:gap-4"
              >
                <span className="flex items-center gap-2 sm:w-44 sm:shrink-0">
                  <span className="font-mono font-semibold">
                    #{localDigits(String(request.number), i18n.language)}
                  </span>
                  <SupportStatusBadge status={request.status} />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">
                    {request.name} · {t(`topic.${request.topic}`)}
                  </span>
                  <span className="block truncate text-sm opacity-80">{request.message}</span>
                </span>
                <span className="text-sm whitespace-nowrap opacity-80">
                  {formatDhakaDateTime(request.createdAt, i18n.language)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {data && pages > 1 && (
        <nav className="flex items-center justify-between gap-2" aria-label={t('admin.pages')}>
          <p className="text-sm opacity-80">
            {t('admin.position', { page: number(page), pages: number(pages) })}
          </p>
          <PageButtons
            page={page}
            pages={pages}
            onPage={(to) => update({ page: String(to) })}
            previousLabel={t('admin.previous')}
            nextLabel={t('admin.next')}
          />
        </nav>
      )}
    </div>
  );
}
