import { useTranslation } from 'react-i18next';
import type { StreamState } from '../hooks/use-event-source';

const tone: Record<StreamState, string> = {
  live: 'status-success',
  connecting: 'status-neutral',
  reconnecting: 'status-warning',
};

/** Tells the viewer whether the page is receiving updates by itself. */
export function LiveIndicator({ state }: { state: StreamState }) {
  const { t } = useTranslation('tracking');
  return (
    <span
      className="inline-flex items-center gap-2 text-sm"
      data-testid="live-indicator"
      data-state={state}
      data-momentary
      title={t('live.hint')}
    >
      <span className="relative inline-flex">
        {state === 'live' && (
          <span
            className={`status ${tone[state]} absolute inline-flex animate-ping motion-reduce:hidden`}
            aria-hidden
          />
        )}
        <span className={`status ${tone[state]}`} aria-hidden />
      </span>
      {t(`live.${state}`)}
    </span>
  );
}
