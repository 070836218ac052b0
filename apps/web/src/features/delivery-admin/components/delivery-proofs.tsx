import { useTranslation } from 'react-i18next';
import { QueryFallback } from '../../../components/ui/load-error';
import { formatDhakaDateTime } from '../../../lib/format';
import { useTaka } from '../../../lib/use-money';
import { useDeliveryProofs } from '../api/get-delivery-proofs';
import { PhotoButton } from './photo-button';

/** The latest deliveries and how each was proved: the receiver's code, or a photo the admin can open. */
export function DeliveryProofs() {
  const { t, i18n } = useTranslation('deliveries');
  const { t: ta } = useTranslation('admin');
  const taka = useTaka();
  const proofs = useDeliveryProofs();
  if (!proofs.isSuccess)
    return <QueryFallback query={proofs} message={t('admin.loadError')} retryLabel={ta('load.retry')} />;
  if (proofs.data.length === 0)
    return <p className="rounded-box bg-base-200 p-6 text-center">{t('admin.noProofs')}</p>;
  return (
    <ol className="grid grid-cols-1 gap-3 xl:grid-cols-2">
      {proofs.data.map((proof) => (
        <li
          key={proof.parcelId}
          className="flex flex-wrap items-center justify-between gap-3 rounded-box border border-base-300 bg-base-100 p-4"
          data-testid="delivery-proof"
          data-tracking-id={proof.trackingId}
        >
          <div className="min-w-0 space-y-1">
            <p className="font-mono text-sm font-semibold">{proof.trackingId}</p>
            <p className="text-sm opacity-80">
              {formatDhakaDateTime(proof.deliveredAt, i18n.language)}
              {proof.riderName && ` · ${t('admin.rider', { name: proof.riderName })}`}
            </p>
            <p className="text-sm">
              <span className={`badge badge-sm ${proof.kind === 'code' ? 'badge-success' : 'badge-info'}`}>
                {t(`admin.proof.${proof.kind}`)}
              </span>{' '}
              {proof.receiverName && t('admin.receivedBy', { name: proof.receiverName })}
              {proof.cashCollected > 0 &&
                ` · ${t('admin.cash', { amount: taka(proof.cashCollected / 100) })}`}
            </p>
          </div>
          {proof.photoId && <PhotoButton photoId={proof.photoId} trackingId={proof.trackingId} />}
        </li>
      ))}
    </ol>
  );
}
