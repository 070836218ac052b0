import { useTranslation } from 'react-i18next';
import { FiAlertTriangle, FiCheckCircle, FiXCircle } from 'react-icons/fi';
import { useNumberFormat } from '../../../lib/use-number-format';
import type { ScanOutcome } from '../scan-tally';

/**
 * Expected against scanned, large enough to read from arm's length: "55 of 56" with a bar, green
 * once all are in. `filling` (a bag being filled, whose end nobody knows) shows the count alone.
 */
export function ScanCounter({
  id,
  label,
  scanned,
  expected,
  filling = false,
}: {
  id: string;
  label: string;
  scanned: number;
  expected: number;
  filling?: boolean;
}) {
  const { t } = useTranslation('network');
  const number = useNumberFormat();
  const complete = !filling && expected > 0 && scanned >= expected;
  return (
    <div
      className={`rounded-box border p-3 ${complete ? 'border-success bg-success/10' : 'border-base-300 bg-base-100'}`}
      data-testid={`scan-tally-${id}`}
      data-complete={complete}
    >
      <p className="text-sm">{label}</p>
      <p className="text-3xl font-bold tabular-nums" data-testid="scan-tally-figure">
        {filling
          ? t('bags.count', { count: scanned })
          : t('scan.tally.of', { scanned: number(scanned), expected: number(expected) })}
      </p>
      {!filling && (
        <progress
          className={`progress w-full ${complete ? 'progress-success' : 'progress-primary'}`}
          value={scanned}
          max={Math.max(expected, 1)}
          aria-label={label}
        />
      )}
    </div>
  );
}

const flashStyle: Record<ScanOutcome, string> = {
  ok: 'bg-success text-success-content',
  warning: 'bg-warning text-warning-content',
  refused: 'bg-error text-error-content',
};

/**
 * The last scan's outcome as a band of colour (green, amber, red) with its icon: followed from the
 * corner of an eye, without reading. Drawn anew for every scan, so a repeat of the same colour flashes.
 */
export function ScanFlash({
  flash,
}: {
  flash: { outcome: ScanOutcome; code: string; count: number } | null;
}) {
  const { t } = useTranslation('network');
  if (!flash) return null;
  const Icon =
    flash.outcome === 'ok' ? FiCheckCircle : flash.outcome === 'warning' ? FiAlertTriangle : FiXCircle;
  return (
    <p
      key={flash.count}
      role="status"
      className={`flex min-h-12 items-center gap-3 rounded-box px-4 text-lg font-semibold motion-safe:animate-[scan-flash_0.6s_ease-out] ${flashStyle[flash.outcome]}`}
      data-testid="scan-flash"
      data-outcome={flash.outcome}
    >
      <Icon className="size-7 shrink-0" aria-hidden />
      <span className="min-w-0 truncate">
        {t(`scan.flash.${flash.outcome}`)} · <span className="font-mono">{flash.code}</span>
      </span>
    </p>
  );
}
