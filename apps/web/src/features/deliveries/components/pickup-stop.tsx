import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FiMapPin, FiNavigation, FiPhone } from 'react-icons/fi';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useNumberFormat } from '../../../lib/use-number-format';
import type { RunItem } from '../api/get-delivery-run';
import { areaName } from '../area-name';
import { DeliveryActions } from './delivery-actions';
import { directionsUrl, pickupDestination } from './stop-controls';

/** The parcels of one shop on the run, grouped by its store (or its pickup address when it names none). */
export function pickupStops(items: readonly RunItem[]): RunItem[][] {
  const byStore = new Map<string, RunItem[]>();
  for (const item of items) {
    const key = item.parcel.storeId ?? `address:${item.parcel.pickupAddress}`;
    byStore.set(key, [...(byStore.get(key) ?? []), item]);
  }
  return [...byStore.values()];
}

/**
 * A pickup stop (issue 62 item 9): the shop, not a receiver. Its name, its phone as the call button,
 * its address with upazila and district (directions the same), how many parcels to collect there, and
 * each parcel as one slim row with its next step. No receiver, no amount to collect.
 */
export function PickupStop({
  items,
  shown,
  highlighted,
  children,
}: {
  /** Every parcel to collect at this shop. */
  items: readonly RunItem[];
  /** Those drawn so far (the first screen first). */
  shown: readonly RunItem[];
  highlighted: string | null;
  /** What the shop's stop offers besides (the bulk pickup). */
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation('deliveries');
  const number = useNumberFormat();
  const first = items[0];
  if (!first) return null;
  const { parcel, store } = first;
  const area = areaName(parcel.pickupDistrict, parcel.pickupUpazila ?? null, i18n.language);
  const name = store?.name ?? parcel.pickupAddress;
  return (
    <section
      className="card border border-base-300 bg-base-100 shadow-sm"
      aria-label={t('pickup.at', { name })}
      data-testid="pickup-stop"
    >
      <div className="card-body gap-2 p-3">
        <header className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 className="font-semibold" data-testid="pickup-store">
              {name}
            </h2>
            <p className="flex items-start gap-1 break-words text-sm" data-testid="pickup-address">
              <FiMapPin className="mt-1 shrink-0" aria-hidden />
              <span>
                {parcel.pickupAddress}
                {area && <span className="opacity-80"> · {area}</span>}
              </span>
            </p>
          </div>
          <span className="badge badge-info badge-soft shrink-0 whitespace-nowrap" data-testid="pickup-count">
            {t('pickup.count', { count: items.length, shown: number(items.length) })}
          </span>
        </header>
        <div className="flex flex-wrap gap-2">
          {store?.phone && (
            <a className="btn btn-sm btn-outline" href={`tel:${store.phone}`} data-testid="pickup-call">
              <FiPhone aria-hidden />
              {t('pickup.call', { phone: store.phone })}
            </a>
          )}
          <a
            className="btn btn-sm btn-outline"
            href={directionsUrl(pickupDestination(parcel))}
            target="_blank"
            rel="noreferrer"
            data-testid="pickup-directions"
          >
            <FiNavigation aria-hidden />
            {t('stop.directions')}
          </a>
        </div>
        {children}
        <ol className="divide-y divide-base-300">
          {shown.map((item) => (
            <li key={item.parcelId}>
              <PickupParcel item={item} highlighted={highlighted === item.parcelId} />
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/** One parcel to collect at the shop: its label's ID, what it is, where it stands, its next step. */
function PickupParcel({ item, highlighted }: { item: RunItem; highlighted: boolean }) {
  const { t: tp } = useTranslation('parcels');
  const { parcel } = item;
  return (
    <article
      className={`scroll-mt-20 space-y-1 py-2 ${highlighted ? 'rounded-box bg-primary/10 px-2 ring-2 ring-primary' : ''}`}
      aria-labelledby={`parcel-${parcel._id}`}
      id={`stop-${parcel._id}`}
      data-highlighted={highlighted || undefined}
      data-testid="assigned-parcel"
      data-tracking-id={parcel.trackingId}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={`parcel-${parcel._id}`} className="font-mono text-sm font-semibold">
          {parcel.trackingId}
        </h3>
        <StatusBadge status={parcel.status} size="badge-sm" />
      </div>
      <p className="text-sm opacity-80">
        {parcel.parcelTitle} · {tp(`type.${parcel.parcelType}`)}
      </p>
      <DeliveryActions item={item} />
    </article>
  );
}
