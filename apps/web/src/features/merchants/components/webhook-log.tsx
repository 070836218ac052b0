import type { WebhookMessage } from '@desh/shared';
import { useTranslation } from 'react-i18next';
import { FiArrowLeft, FiSend } from 'react-icons/fi';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { DataTable } from '../../../components/ui/table';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/error-text';
import { formatDhakaDateTime } from '../../../lib/format';
import { showToast } from '../../../lib/popups';
import { useResendWebhookMessage, useWebhookEndpoint, useWebhookMessages } from '../api/webhooks';

const statusBadge: Record<WebhookMessage['status'], string> = {
  pending: 'badge-warning',
  delivered: 'badge-success',
  failed: 'badge-error',
};

function Message({ message }: { message: WebhookMessage }) {
  const { t, i18n } = useTranslation('merchants');
  const resend = useResendWebhookMessage();
  const data = (message.payload.data ?? {}) as { trackingId?: string };
  return (
    <li className="card border border-base-300 bg-base-100" data-testid="webhook-message">
      <div className="card-body gap-2 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <span className={`badge ${statusBadge[message.status]}`}>
              {t(`webhooks.status.${message.status}`)}
            </span>
            <span className="font-mono text-sm font-semibold">{message.eventType}</span>
            {data.trackingId && <span className="font-mono text-xs opacity-70">{data.trackingId}</span>}
          </div>
          <button
            type="button"
            className="btn btn-sm"
            disabled={resend.isPending}
            onClick={() =>
              resend.mutate(message.id, { onSuccess: () => void showToast('success', t('webhooks.resent')) })
            }
          >
            <FiSend aria-hidden />
            {t('webhooks.resend')}
          </button>
        </div>
        <p className="text-xs opacity-70">
          <span className="font-mono">{message.id}</span> ·{' '}
          {formatDhakaDateTime(message.createdAt, i18n.language)}
          {message.nextAttemptAt &&
            ` · ${t('webhooks.nextAttempt', { at: formatDhakaDateTime(message.nextAttemptAt, i18n.language) })}`}
        </p>
        {message.attempts.length === 0 ? (
          <p className="text-sm opacity-70">{t('webhooks.noAttempts')}</p>
        ) : (
          <DataTable
            frameClassName="overflow-x-auto"
            tableClassName="table table-xs"
            columns={[
              t('webhooks.attempt.time'),
              t('webhooks.attempt.status'),
              t('webhooks.attempt.latency'),
              t('webhooks.attempt.response'),
            ]}
          >
            {message.attempts.map((attempt) => (
              <tr key={attempt.id} data-testid="webhook-attempt">
                <td className="whitespace-nowrap">
                  {formatDhakaDateTime(attempt.attemptedAt, i18n.language)}
                </td>
                <td
                  className={attempt.statusCode && attempt.statusCode < 300 ? 'text-success' : 'text-error'}
                >
                  {attempt.statusCode ?? t('webhooks.attempt.noAnswer')}
                </td>
                <td className="whitespace-nowrap">{t('webhooks.attempt.ms', { ms: attempt.latencyMs })}</td>
                <td className="max-w-md truncate font-mono" title={attempt.responseExcerpt}>
                  {attempt.responseExcerpt}
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </div>
    </li>
  );
}

export function WebhookLog({ endpointId }: { endpointId: string }) {
  const { t } = useTranslation('merchants');
  const endpoint = useWebhookEndpoint(endpointId);
  const messages = useWebhookMessages(endpointId);
  return (
    <div className="flex flex-col gap-4">
      <Link to={paths.webhooks} className="btn btn-ghost btn-sm self-start">
        <FiArrowLeft aria-hidden />
        {t('webhooks.back')}
      </Link>
      {endpoint.data && <p className="break-all font-mono text-sm">{endpoint.data.url}</p>}
      {messages.isPending ? (
        <Spinner />
      ) : messages.error ? (
        <p role="alert" className="text-error">
          {errorText(messages.error)}
        </p>
      ) : messages.data.messages.length === 0 ? (
        <p className="opacity-70">{t('webhooks.noMessages')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {messages.data.messages.map((message) => (
            <Message key={message.id} message={message} />
          ))}
        </ul>
      )}
    </div>
  );
}
