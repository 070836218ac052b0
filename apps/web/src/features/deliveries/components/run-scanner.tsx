import type { ScannedCode } from '@desh/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
// Icons the app already uses: react-icons/fi is one chunk shared with the landing page.
import { FiCamera, FiCheckCircle } from 'react-icons/fi';
import { BarcodeScanner } from '../../../components/scanner/barcode-scanner';
import { scanFeedback } from '../../../components/scanner/scan-feedback';
import { errorText } from '../../../lib/error-text';
import type { RunItem } from '../api/get-delivery-run';
import { moveAction, useRunAction } from '../api/run-actions';

type Found =
  | { kind: 'parcel'; item: RunItem; outcome?: 'sent' | 'kept' | { problem: string } }
  | { kind: 'unknown'; trackingId: string };

/**
 * The rider points the camera at a label (or types the code): the parcel is found in the run,
 * shown there, and a parcel waiting for pickup can be picked up from here (kept on the phone when
 * there is no network, like every run action).
 */
export function RunScanner({ items, onFound }: { items: RunItem[]; onFound: (parcelId: string) => void }) {
  const { t } = useTranslation('deliveries');
  const { t: tf } = useTranslation('field');
  const [open, setOpen] = useState(false);
  const [found, setFound] = useState<Found | null>(null);
  const action = useRunAction();

  function scan(code: ScannedCode) {
    if (code.kind !== 'parcel') return;
    const item = items.find((each) => each.parcel.trackingId === code.trackingId);
    if (!item) {
      scanFeedback('error');
      setFound({ kind: 'unknown', trackingId: code.trackingId });
      return;
    }
    scanFeedback('ok');
    setFound({ kind: 'parcel', item });
    onFound(item.parcelId);
  }

  async function confirmPickup(item: RunItem) {
    try {
      const outcome = await action.mutateAsync(moveAction(item.parcel, 'picked_up'));
      setFound({ kind: 'parcel', item, outcome: outcome.sent ? 'sent' : 'kept' });
    } catch (error) {
      setFound({ kind: 'parcel', item, outcome: { problem: errorText(error, ['deliveries']) } });
    }
  }

  if (!open)
    return (
      <button type="button" className="btn btn-primary btn-sm" onClick={() => setOpen(true)}>
        <FiCamera aria-hidden />
        {t('scan.open')}
      </button>
    );
  const outcome = found?.kind === 'parcel' ? found.outcome : undefined;
  return (
    <section className="space-y-3 rounded-box border border-base-300 p-3" aria-label={t('scan.title')}>
      <div className="flex items-center justify-between gap-2">
        <h2 className="font-semibold">{t('scan.title')}</h2>
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => setOpen(false)}>
          {t('scan.close')}
        </button>
      </div>
      <BarcodeScanner id="run-scan" prompt={t('scan.prompt')} accept={['parcel']} onScan={scan} />
      {found?.kind === 'unknown' && (
        <p role="alert" className="alert alert-warning alert-soft text-sm" data-testid="run-scan-unknown">
          {t('scan.unknown', { trackingId: found.trackingId })}
        </p>
      )}
      {found?.kind === 'parcel' && (
        <div className="space-y-2 rounded-box bg-base-200 p-3 text-sm" data-testid="run-scan-found">
          <p>
            {t('scan.found', {
              trackingId: found.item.parcel.trackingId,
              receiver: found.item.parcel.receiverName,
            })}
          </p>
          {found.item.parcel.status === 'assigned' && !outcome && (
            <button
              type="button"
              className="btn btn-success btn-sm"
              disabled={action.isPending}
              onClick={() => void confirmPickup(found.item)}
            >
              <FiCheckCircle aria-hidden />
              {t('scan.confirmPickup')}
            </button>
          )}
          {outcome === 'sent' && <p role="status">{t('scan.pickedUp')}</p>}
          {outcome === 'kept' && (
            <p role="status">{tf('queued', { trackingId: found.item.parcel.trackingId })}</p>
          )}
          {typeof outcome === 'object' && <p role="alert">{outcome.problem}</p>}
        </div>
      )}
    </section>
  );
}
