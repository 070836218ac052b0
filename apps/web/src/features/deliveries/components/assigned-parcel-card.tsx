import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FiClock, FiMapPin } from 'react-icons/fi';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useTaka } from '../../../lib/use-money';
import type { RunItem } from '../api/get-delivery-run';
import { areaName } from '../area-name';
import { AttemptsSummary } from './attempts-summary';
import { DeliveryActions } from './delivery-actions';
import { EarlierPlace } from './earlier-place';
import { ReceiverNotes } from './receiver-notes';

/**
 * A stop of the run, compact (issue 62 item 11): who and where (the address with its upazila and
 * district), the amount to collect, the stop's controls and its next steps; the parcel's contents and
 * the sender's pickup address open on demand. A return on its way back leads to the shop instead.
 */
export function AssignedParcelCard({
  item,
  highlighted = false,
  children,
}: {
  item: RunItem;
  /** Just found by a scan: the rider sees at once which card it is. */
  highlighted?: boolean;
  /** The stop's own controls (its place in the run, directions, a call), under its details. */
  children?: ReactNode;
}) {
  const { parcel } = item;
  const { t, i18n } = useTranslation('riders');
  const { t: tp } = useTranslation('parcels');
  const { t: td } = useTranslation('deliveries');
  const taka = useTaka();
  const toShop = item.leg === 'return_to_sender';
  const address = toShop ? parcel.pickupAddress : parcel.deliveryAddress;
  const area = toShop
    ? areaName(parcel.pickupDistrict, parcel.pickupUpazila ?? null, i18n.language)
    : areaName(parcel.deliveryDistrict, parcel.deliveryUpazila ?? null, i18n.language);
  return (
    <article
      className={`card border bg-base-100 shadow-sm scroll-mt-20 ${
        highlighted ? 'border-primary ring-4 ring-primary/40' : 'border-base-300'
      }`}
      aria-labelledby={`parcel-${parcel._id}`}
      id={`stop-${parcel._id}`}
      data-highlighted={highlighted || undefined}
      data-testid="assigned-parcel"
      data-tracking-id={parcel.trackingId}
    >
      <div className="card-body gap-2 p-3">
        <header className="flex items-center justify-between gap-2">
          <h2 id={`parcel-${parcel._id}`} className="font-mono text-sm font-semibold">
            {parcel.trackingId}
          </h2>
          <StatusBadge status={parcel.status} />
        </header>
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0" data-testid="stop-place">
            <p className="font-semibold">
              {toShop ? (item.store?.name ?? td('pickup.shop')) : parcel.receiverName}
            </p>
            <p className="flex items-start gap-1 break-words text-sm">
              <FiMapPin className="mt-1 shrink-0" aria-hidden />
              <span>
                {address}
                {area && <span className="opacity-80"> · {area}</span>}
              </span>
            </p>
          </div>
          {!toShop && (
            <p className="shrink-0 text-end">
              <span className="block text-xs opacity-70">{t('card.collect')}</span>
              <span className="text-lg font-bold" data-testid="amount-to-collect">
                {parcel.amountToCollect > 0 ? taka(parcel.amountToCollect) : t('card.prepaidShort')}
              </span>
            </p>
          )}
        </div>
        <ReceiverNotes item={item} />
        <EarlierPlace item={item} />
        {children}
        {parcel.status === 'delivered_approval_pending' && (
          <div
            role="status"
            className="alert alert-warning alert-soft text-sm"
            data-testid="waiting-approval"
          >
            <FiClock aria-hidden />
            <div>
              <p className="font-semibold">{td('waiting.title')}</p>
              <p>{td('waiting.text')}</p>
            </div>
          </div>
        )}
        <AttemptsSummary item={item} />
        <DeliveryActions item={item} />
        <details className="text-sm" data-testid="stop-details">
          <summary className="cursor-pointer select-none opacity-80">{td('stop.details')}</summary>
          <dl className="mt-2 grid gap-1">
            <div>
              <dt className="inline font-semibold">{td('stop.contents')}: </dt>
              <dd className="inline">
                {parcel.parcelTitle} · {tp(`type.${parcel.parcelType}`)}
              </dd>
            </div>
            {!toShop && (
              <div>
                <dt className="inline font-semibold">{t('card.pickup')}: </dt>
                <dd className="inline">
                  {item.store?.name ? `${item.store.name}, ` : ''}
                  {parcel.pickupAddress}
                </dd>
              </div>
            )}
          </dl>
        </details>
      </div>
    </article>
  );
}
