import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { formatDhakaDateTime } from '../../../lib/format';
import { useMySupportRequests } from '../api/support-requests';
import { SupportRequestHeading } from './support-status-badge';

/** The signed-in user's requests with their answers, newest first. */
export function MySupportRequests() {
  const { t, i18n } = useTranslation('support');
  const { data, isPending, isError, refetch } = useMySupportRequests();
  if (isPending) return <Spinner />;
  if (isError)
    return <LoadError message={t('load.error')} retryLabel={t('load.retry')} onRetry={() => refetch()} />;
  if (data.length === 0) {
    return (
      <div className="space-y-3">
        <p className="opacity-80">{t('mine.empty')}</p>
        <Link to={paths.contact} className="btn btn-primary btn-sm">
          {t('mine.ask')}
        </Link>
      </div>
    );
  }
  return (
    <ul className="space-y-3">
      {data.map((request) => (
        <li
          key={request.id}
          className="card border border-base-300 bg-base-100 shadow-sm"
          data-testid="my-support-request"
        >
          <div className="card-body gap-2 p-4">
            <SupportRequestHeading request={request} className="font-semibold" />
            <p className="text-sm opacity-80">{formatDhakaDateTime(request.createdAt, i18n.language)}</p>
            {request.trackingId && (
              <p className="text-sm">
                {t('request.parcel')}{' '}
                <Link to={paths.track(request.trackingId)} className="link link-primary font-mono">
                  {request.trackingId}
                </Link>
              </p>
            )}
            <p className="whitespace-pre-wrap break-words">{request.message}</p>
            {request.answer ? (
              <div
                className="rounded-box border-l-4 border-primary bg-base-200 p-3"
                data-testid="support-answer"
              >
                <p className="text-sm font-semibold">
                  {t('request.answer')}
                  {request.answeredAt && (
                    <span className="font-normal opacity-80">
                      {' '}
                      · {formatDhakaDateTime(request.answeredAt, i18n.language)}
                    </span>
                  )}
                </p>
                <p className="whitespace-pre-wrap break-words">{request.answer}</p>
              </div>
            ) : (
              <p className="text-sm opacity-80">{t('request.waiting')}</p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
