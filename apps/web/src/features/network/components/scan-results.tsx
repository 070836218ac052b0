import type { HubRef, ScanResult } from '@desh/shared';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiAlertTriangle, FiCheckCircle, FiClock, FiLoader } from 'react-icons/fi';
import { Spinner } from '../../../components/ui/spinner';
import { formatDhakaTime } from '../../../lib/format';
import { useHubName } from '../../../lib/use-hub-name';

// The damage report (a form with its schema) loads when an operator opens one: the scan station opens
// without the schema library, whose start is the largest part of a field screen's on a slow phone.
const DamageForm = lazy(() => import('./damage-form').then((module) => ({ default: module.DamageForm })));

export interface ScanEntry {
  scanId: string;
  code: string;
  at: string;
  /** kept: on this phone, waiting for the network (the queue sends it, then its answer shows). */
  state: 'sending' | 'kept' | 'done' | 'refused';
  result?: ScanResult;
  problem?: string;
}

/** The scans made on this screen, newest first: what happened and where each parcel goes next. */
export function ScanResults({ hubId, entries }: { hubId: string; entries: ScanEntry[] }) {
  const { t, i18n } = useTranslation('network');
  const hubName = useHubName();
  const hubNameOf = (hub: HubRef | null | undefined) => (hub ? hubName(hub) : '');
  // The scan whose parcel is being reported damaged (one form open at a time).
  const [damaged, setDamaged] = useState<string | null>(null);
  if (entries.length === 0)
    return <p className="rounded-box bg-base-200 p-4 text-center">{t('scan.none')}</p>;
  return (
    <ol className="space-y-2" aria-label={t('scan.results')} data-testid="scan-results">
      {entries.map((entry) => {
        const result = entry.result;
        const nextHub = result?.parcel?.nextHub;
        return (
          <li
            key={entry.scanId}
            className={`rounded-box border p-3 ${
              entry.state === 'refused' ? 'border-error bg-error/10' : 'border-base-300 bg-base-100'
            }`}
            data-state={entry.state}
          >
            <div className="flex items-start gap-2">
              {entry.state === 'sending' && <FiLoader className="mt-1 shrink-0 animate-spin" aria-hidden />}
              {entry.state === 'kept' && <FiClock className="mt-1 shrink-0 text-warning" aria-hidden />}
              {entry.state === 'done' && <FiCheckCircle className="mt-1 shrink-0 text-success" aria-hidden />}
              {entry.state === 'refused' && (
                <FiAlertTriangle className="mt-1 shrink-0 text-error" aria-hidden />
              )}
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap justify-between gap-x-2">
                  <span className="font-mono font-semibold break-all">{entry.code}</span>
                  <span className="text-xs opacity-70">{formatDhakaTime(entry.at, i18n.language)}</span>
                </p>
                {entry.state === 'sending' && <p className="text-sm">{t('scan.sending')}</p>}
                {entry.state === 'kept' && (
                  <p className="text-sm" data-testid="scan-kept">
                    {t('scan.kept')}
                  </p>
                )}
                {entry.problem && <p className="text-sm">{entry.problem}</p>}
                {result && (
                  <>
                    <p className="text-sm font-medium">
                      {t(`scan.result.${result.result}`, { bag: result.bag?.code ?? '' })}
                      {result.repeated && <> · {t('scan.repeated')}</>}
                    </p>
                    <p className="text-sm">
                      {t(`scan.next.${result.next}`, {
                        hub: hubNameOf(nextHub ?? result.bag?.destinationHub),
                      })}
                    </p>
                    {result.seal && (
                      <p
                        className={`text-sm ${result.seal === 'differs' ? 'font-medium text-error' : ''}`}
                        data-testid="scan-seal"
                      >
                        {t(`scan.sealResult.${result.seal}`)}
                      </p>
                    )}
                    {result.handedTo && (
                      <p className="text-sm" data-testid="handed-to">
                        {t('scan.handedTo', { name: result.handedTo.name })}
                      </p>
                    )}
                    {result.handedTo?.insteadOf && (
                      <p className="text-sm font-medium text-error" data-testid="handed-instead">
                        {t('scan.insteadOf', { name: result.handedTo.insteadOf })}
                      </p>
                    )}
                    {nextHub && (
                      <p className="text-sm opacity-80" data-testid="next-hub">
                        {t('scan.nextHub', { hub: hubName(nextHub), code: nextHub.code })}
                      </p>
                    )}
                    {result.parcel &&
                      (damaged === entry.scanId ? (
                        <Suspense fallback={<Spinner />}>
                          <DamageForm
                            hubId={hubId}
                            trackingId={result.parcel.trackingId}
                            onDone={() => setDamaged(null)}
                          />
                        </Suspense>
                      ) : (
                        <button
                          type="button"
                          className="btn btn-xs btn-ghost mt-1"
                          onClick={() => setDamaged(entry.scanId)}
                        >
                          {t('damage.open')}
                        </button>
                      ))}
                  </>
                )}
              </div>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
