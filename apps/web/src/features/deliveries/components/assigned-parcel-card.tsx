import { districtById } from '@desh/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FiClock, FiMapPin, FiPhone } from 'react-icons/fi';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useTaka } from '../../../lib/use-money';
import type { RunItem } from '../api/get-delivery-run';
import { AttemptsSummary } from './attempts-summary';
import { DeliveryActions } from './delivery-actions';
import { EarlierPlace } from './earlier-place';
import { ReceiverNotes } from './receiver-notes';

function Place({ label, address, district }: { label: string; address: string; district: string | null }) {
  const { i18n } = useTranslation();
  const found = district ? districtById(district) : undefined;
  const name = found ? (i18n.language === 'bn' ? found.bn : found.name) : null;
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-1 text-xs font-semibold uppercase opacity-70">
        <FiMapPin aria-hidden />
        {label}
      </dt>
      <dd className="break-words">
        {address}
        {name && <span className="block text-sm opacity-80">{name}</span>}
      </dd>
    </div>
  );
}

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
  const { t } = useTranslation('riders');
  const { t: tp } = useTranslation('parcels');
  const { t: td } = useTranslation('deliveries');
  const taka = useTaka();
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
      <div className="card-body gap-3 p-4">
        <header className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={`parcel-${parcel._id}`} className="font-mono text-sm font-semibold">
            {parcel.trackingId}
          </h2>
          <StatusBadge status={parcel.status} />
        </header>
        <p className="font-semibold">
          {parcel.parcelTitle}{' '}
          <span className="font-normal opacity-80">· {tp(`type.${parcel.parcelType}`)}</span>
        </p>
        <dl className="grid gap-3 sm:grid-cols-2">
          <div>
            <dt className="text-xs font-semibold uppercase opacity-70">{t('card.receiver')}</dt>
            <dd>
              {parcel.receiverName}
              {parcel.receiverPhone && (
                <a href={`tel:${parcel.receiverPhone}`} className="link link-primary flex items-center gap-1">
                  <FiPhone aria-hidden />
                  {parcel.receiverPhone}
                </a>
              )}
            </dd>
          </div>
          <div>
            <dt className="text-xs font-semibold uppercase opacity-70">{t('card.collect')}</dt>
            <dd className="text-lg font-bold" data-testid="amount-to-collect">
              {parcel.amountToCollect > 0 ? taka(parcel.amountToCollect) : t('card.prepaid')}
            </dd>
          </div>
          <Place label={t('card.pickup')} address={parcel.pickupAddress} district={parcel.pickupDistrict} />
          <Place
            label={t('card.delivery')}
            address={parcel.deliveryAddress}
            district={parcel.deliveryDistrict}
          />
        </dl>
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
      </div>
    </article>
  );
}
