import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/error-text';
import { formatDhakaTime } from '../../lib/format-clock';
import { offlineQueue, refusalError } from '../../lib/offline-queue/queue';
import type { QueuedAction } from '../../lib/offline-queue/store';
import { useOfflineQueue } from '../../lib/offline-queue/use-offline-queue';
import { usePoisha } from '../../lib/use-money';

/**
 * What the phone still holds: how many actions wait, when the last one went through, whether the
 * network is there, and each action the server refused, in words the rider understands. Any field
 * screen (the run, the hubs) shows it above its list.
 */
export function QueueBar() {
  const { t, i18n } = useTranslation('field');
  useTranslation('errors');
  const queue = useOfflineQueue();
  const waiting = queue.waiting.length;
  const money = usePoisha();
  const actionName = (action: QueuedAction) =>
    t(action.label, {
      status: action.status ? t(`status.${action.status}`, { ns: 'errors' }) : '',
      amount: action.amountPoisha === undefined ? '' : money(action.amountPoisha),
    });
  return (
    <section aria-label={t('queue.label')} className="space-y-2" data-testid="queue-bar" data-momentary>
      <div
        className={`flex flex-wrap items-center gap-x-4 gap-y-1 rounded-box px-3 py-2 text-sm ${
          waiting > 0 ? 'bg-warning/15' : 'bg-base-200'
        }`}
      >
        {!queue.online && (
          <span className="flex items-center gap-1 font-semibold" data-testid="queue-offline">
            <span className="status status-error" aria-hidden /> {t('run.offline')}
          </span>
        )}
        <span className="flex items-center gap-1" aria-live="polite" data-testid="queue-count">
          <span className={`status ${waiting > 0 ? 'status-warning' : 'status-success'}`} aria-hidden />
          {waiting > 0 ? t('queue.waiting', { count: waiting }) : t('queue.allSent')}
        </span>
        {queue.lastSentAt && (
          <span className="opacity-80" data-testid="queue-last-sent">
            {t('queue.lastSent', { time: formatDhakaTime(queue.lastSentAt, i18n.language) })}
          </span>
        )}
        {waiting > 0 && queue.online && (
          <button type="button" className="btn btn-xs btn-outline" onClick={() => void offlineQueue.flush()}>
            {t('queue.sendNow')}
          </button>
        )}
        {waiting > 0 && !queue.online && <span className="w-full opacity-80">{t('queue.offline')}</span>}
        {waiting > 0 && queue.online && queue.retryAt !== null && (
          <span className="w-full opacity-80" data-testid="queue-stopped">
            {queue.stoppedBy === 'signedOut' ? t('queue.signedOut') : t('queue.retrying')}
          </span>
        )}
      </div>
      {queue.refused.map((action) => (
        <div
          key={action.seq}
          role="alert"
          className="alert alert-error alert-soft text-sm"
          data-testid="queue-refused"
        >
          <div>
            <p className="font-semibold">
              {action.trackingId
                ? t('queue.refused', { trackingId: action.trackingId, action: actionName(action) })
                : t('queue.refusedAction', { action: actionName(action) })}
            </p>
            <p>{errorText(refusalError(action), ['deliveries'])}</p>
          </div>
          <button
            type="button"
            className="btn btn-sm"
            onClick={() => action.seq !== undefined && void offlineQueue.dismiss(action.seq)}
          >
            {t('queue.dismiss')}
          </button>
        </div>
      ))}
    </section>
  );
}
