import type { ScanResult } from '@desh/shared';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiAlertTriangle, FiCheckCircle, FiClock, FiLoader, FiXCircle } from 'react-icons/fi';
import { Spinner } from '../../../components/ui/spinner';
import { formatDhakaTime } from '../../../lib/format-clock';
import { useHubName } from '../../../lib/use-hub-name';
import { scanOutcome } from '../scan-tally';

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
  /** A bag scan: the bag it puts the parcel into (counted into that bag while kept on the phone). */
  bagId?: string | undefined;
}

const rowColour = {
  ok: 'border-l-success',
  warning: 'border-l-warning bg-warning/10',
  refused: 'border-l-error bg-error/10',
};

/** One scan on one compact row (about 40 px); a refusal, a repeat or a seal says why on a second line. */
function ScanRow({
  entry,
  hubId,
  damaged,
  onDamage,
}: {
  entry: ScanEntry;
  hubId: string;
  damaged: boolean;
  onDamage: (open: boolean) => void;
}) {
  const { t, i18n } = useTranslation('network');
  const result = entry.result;
  const outcome = scanOutcome(entry);
  const hubName = useHubName();
  const nextHub = result?.parcel?.nextHub;
  // What a person must read: a refusal's reason, a repeat, another rider's parcel.
  const notes = [entry.problem, result?.repeated ? t('scan.repeated') : undefined].filter(
    (note): note is string => Boolean(note),
  );
  return (
    <li
      className={`border-b border-l-4 border-b-base-300 px-2 py-1.5 ${outcome ? rowColour[outcome] : 'border-l-base-300'}`}
      data-state={entry.state}
      data-outcome={outcome ?? 'pending'}
    >
      <div className="flex min-h-7 items-center gap-2 text-sm">
        {entry.state === 'sending' && <FiLoader className="shrink-0 animate-spin" aria-hidden />}
        {entry.state === 'kept' && <FiClock className="shrink-0 text-warning" aria-hidden />}
        {outcome === 'ok' && entry.state === 'done' && (
          <FiCheckCircle className="shrink-0 text-success" aria-hidden />
        )}
        {outcome === 'warning' && <FiAlertTriangle className="shrink-0 text-warning" aria-hidden />}
        {outcome === 'refused' && <FiXCircle className="shrink-0 text-error" aria-hidden />}
        <span className="shrink-0 font-mono font-semibold">{entry.code}</span>
        <span className="min-w-0 flex-1 truncate">
          {entry.state === 'sending' && t('scan.sending')}
          {entry.state === 'kept' && <span data-testid="scan-kept">{t('scan.kept')}</span>}
          {result && (
            <>
              {result.handedTo ? (
                <span data-testid="handed-to">{t('scan.handedTo', { name: result.handedTo.name })}</span>
              ) : (
                t(`scan.result.${result.result}`, { bag: result.bag?.code ?? '' })
              )}
              {nextHub && (
                <>
                  {' '}
                  <span className="opacity-80" data-testid="next-hub">
                    {t('scan.nextHub', { hub: hubName(nextHub), code: nextHub.code })}
                  </span>
                </>
              )}
            </>
          )}
        </span>
        <span className="shrink-0 text-xs opacity-70">{formatDhakaTime(entry.at, i18n.language)}</span>
        {result?.parcel && !damaged && (
          <button type="button" className="btn btn-xs btn-ghost shrink-0" onClick={() => onDamage(true)}>
            {t('damage.open')}
          </button>
        )}
      </div>
      {notes.map((note) => (
        <p key={note} className="pl-6 text-sm font-medium">
          {note}
        </p>
      ))}
      {result?.seal && (
        <p
          className={`pl-6 text-sm ${result.seal === 'differs' ? 'font-medium text-error' : ''}`}
          data-testid="scan-seal"
        >
          {t(`scan.sealResult.${result.seal}`)}
        </p>
      )}
      {result?.handedTo?.insteadOf && (
        <p className="pl-6 text-sm font-medium text-error" data-testid="handed-instead">
          {t('scan.insteadOf', { name: result.handedTo.insteadOf })}
        </p>
      )}
      {result?.parcel && damaged && (
        <Suspense fallback={<Spinner />}>
          <DamageForm hubId={hubId} trackingId={result.parcel.trackingId} onDone={() => onDamage(false)} />
        </Suspense>
      )}
    </li>
  );
}

/** Every scan made on this screen, newest first, one compact row each. */
export function ScanResults({ hubId, entries }: { hubId: string; entries: ScanEntry[] }) {
  const { t } = useTranslation('network');
  // The scan whose parcel is being reported damaged (one form open at a time).
  const [damaged, setDamaged] = useState<string | null>(null);
  if (entries.length === 0)
    return <p className="rounded-box bg-base-200 p-4 text-center">{t('scan.none')}</p>;
  return (
    <ol
      className="overflow-hidden rounded-box border border-base-300 bg-base-100"
      aria-label={t('scan.results')}
      data-testid="scan-results"
    >
      {entries.map((entry) => (
        <ScanRow
          key={entry.scanId}
          entry={entry}
          hubId={hubId}
          damaged={damaged === entry.scanId}
          onDamage={(open) => setDamaged(open ? entry.scanId : null)}
        />
      ))}
    </ol>
  );
}
