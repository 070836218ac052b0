import type { BulkPickupAnswer, ScannedCode } from '@desh/shared';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiCheckCircle, FiPackage } from 'react-icons/fi';
import { BarcodeScanner } from '../../../components/scanner/barcode-scanner';
import { scanFeedback } from '../../../components/scanner/scan-feedback';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useNumberFormat } from '../../../lib/use-number-format';
import { useBulkPickup } from '../api/bulk-pickup';
import type { RunItem } from '../api/get-delivery-run';
import { judgeScan, type ScanVerdict, shopKeyOf } from '../bulk-pickup-session';

type Outcome = { kind: 'sent'; answer: BulkPickupAnswer } | { kind: 'kept'; count: number };

/**
 * Picking up a shop's parcels in one session (issue 62 item 6): the rider scans the labels one after
 * another (camera, a scanner that types, or by hand) and sees how many of the shop's parcels are in;
 * a label of another shop, one already picked up or one not in their run is refused at once, with
 * the error sound and colour. One "Confirm pickup of N" then sends a single request, kept on the
 * phone without a network. The server still checks every parcel and answers for each.
 */
export function BulkPickup({ items, run }: { items: readonly RunItem[]; run: readonly RunItem[] }) {
  const { t } = useTranslation('deliveries');
  const number = useNumberFormat();
  const pickup = useBulkPickup();
  const [open, setOpen] = useState(false);
  const [scanned, setScanned] = useState<RunItem[]>([]);
  const [last, setLast] = useState<ScanVerdict | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const first = items[0];
  const toPickUp = items.filter((item) => item.parcel.status === 'assigned');
  if (!first || (toPickUp.length < 2 && !outcome)) return null;
  const shopKey = shopKeyOf(first);
  const scannedIds = new Set(scanned.map((item) => item.parcelId));

  function scan(code: ScannedCode) {
    if (code.kind !== 'parcel') return;
    const verdict = judgeScan(code.trackingId, shopKey, run, scannedIds);
    setLast(verdict);
    setOutcome(null);
    setProblem(null);
    if (verdict.kind === 'added') {
      scanFeedback('ok');
      setScanned((list) => [...list, verdict.item]);
    } else scanFeedback(verdict.kind === 'again' ? 'read' : 'error');
  }

  async function confirm() {
    setProblem(null);
    try {
      const done = await pickup.mutateAsync({
        input: { storeId: first?.parcel.storeId ?? null, parcelIds: scanned.map((item) => item.parcelId) },
        firstTrackingId: scanned[0]?.parcel.trackingId ?? '',
      });
      setOutcome(done.sent ? { kind: 'sent', answer: done.answer } : { kind: 'kept', count: scanned.length });
      setScanned([]);
      setLast(null);
    } catch (error) {
      setProblem(errorText(error, ['deliveries']));
    }
  }

  if (!open)
    return (
      <button
        type="button"
        className="btn btn-primary btn-sm"
        onClick={() => setOpen(true)}
        data-testid="bulk-pickup-open"
      >
        <FiPackage aria-hidden />
        {t('bulk.open', { count: toPickUp.length, shown: number(toPickUp.length) })}
      </button>
    );
  const refused = last && last.kind !== 'added' && last.kind !== 'again';
  return (
    <div className="space-y-2 rounded-box border border-base-300 p-3" data-testid="bulk-pickup">
      <div className="flex items-center justify-between gap-2">
        <p className="font-semibold">{t('bulk.title')}</p>
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => setOpen(false)}>
          {t('scan.close')}
        </button>
      </div>
      <BarcodeScanner
        id={`bulk-scan-${first.parcelId}`}
        prompt={t('bulk.prompt')}
        accept={['parcel']}
        onScan={scan}
      />
      {(toPickUp.length > 0 || scanned.length > 0) && (
        <p className="text-lg font-bold" aria-live="polite" data-testid="bulk-progress">
          {t('bulk.progress', {
            scanned: number(scanned.length),
            total: number(scanned.length + toPickUp.filter((item) => !scannedIds.has(item.parcelId)).length),
          })}
        </p>
      )}
      {last && (
        <p
          role={refused ? 'alert' : 'status'}
          className={`alert alert-soft text-sm ${refused ? 'alert-error' : last.kind === 'again' ? 'alert-info' : 'alert-success'}`}
          data-testid="bulk-last"
          data-verdict={last.kind}
        >
          {verdictText(last, t)}
        </p>
      )}
      {problem && (
        <p role="alert" className="text-sm text-error">
          {problem}
        </p>
      )}
      {scanned.length > 0 && (
        <button
          type="button"
          className="btn btn-success w-full"
          disabled={pickup.isPending}
          onClick={() => void confirm()}
          data-testid="bulk-confirm"
        >
          <FiCheckCircle aria-hidden />
          {t('bulk.confirm', { count: scanned.length, shown: number(scanned.length) })}
        </button>
      )}
      {outcome?.kind === 'kept' && (
        <p role="status" className="text-sm" data-testid="bulk-outcome">
          {t('bulk.kept', { count: outcome.count, shown: number(outcome.count) })}
        </p>
      )}
      {outcome?.kind === 'sent' && <SentOutcome answer={outcome.answer} run={run} />}
    </div>
  );
}

function verdictText(verdict: ScanVerdict, t: TFunction<'deliveries'>) {
  switch (verdict.kind) {
    case 'added':
      return t('bulk.added', { trackingId: verdict.item.parcel.trackingId });
    case 'again':
      return t('bulk.again', { trackingId: verdict.item.parcel.trackingId });
    case 'otherShop':
      return t('bulk.otherShop', { trackingId: verdict.trackingId, shop: verdict.shop });
    case 'alreadyPickedUp':
      return t('bulk.alreadyPickedUp', { trackingId: verdict.trackingId });
    case 'notYours':
      return t('bulk.notYours', { trackingId: verdict.trackingId });
  }
}

/** The server's answer: how many were picked up, and each parcel it refused with its reason. */
function SentOutcome({ answer, run }: { answer: BulkPickupAnswer; run: readonly RunItem[] }) {
  const { t } = useTranslation('deliveries');
  const number = useNumberFormat();
  const refused = answer.results.filter((result) => !result.pickedUp);
  const trackingOf = (parcelId: string) =>
    run.find((item) => item.parcelId === parcelId)?.parcel.trackingId ?? parcelId;
  return (
    <div role="status" className="space-y-1 text-sm" data-testid="bulk-outcome">
      <p className="font-semibold">
        {t('bulk.done', { count: answer.pickedUp, shown: number(answer.pickedUp) })}
      </p>
      {refused.length > 0 && (
        <ul className="list-disc ps-5 text-error" data-testid="bulk-refused">
          {refused.map((result) => (
            <li key={result.parcelId}>
              {trackingOf(result.parcelId)}:{' '}
              {result.error &&
                errorText(
                  new ApiError(409, result.error.code, result.error.message, undefined, result.error.params),
                  ['deliveries'],
                )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
