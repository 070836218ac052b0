import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format';
import { usePoisha } from '../../../lib/use-money';
import type { HubParcel } from '../api/hub-work';

/**
 * One store's pickups or one area's deliveries, each parcel with a tick box, and one for them all;
 * without `onToggle` (someone who may not assign) the parcels are only listed.
 */
export function ParcelGroup({
  title,
  subtitle,
  parcels,
  chosen,
  riderNames,
  onToggle,
}: {
  title: string;
  subtitle?: string;
  parcels: HubParcel[];
  chosen: Set<string>;
  riderNames: Map<string, string>;
  onToggle?: (parcels: HubParcel[], on: boolean) => void;
}) {
  const { t, i18n } = useTranslation('network');
  const poisha = usePoisha();
  // A held parcel goes on no run until a manager or admin releases it; one whose receiver chose a
  // later day waits at the hub until that day (the hand-out would be refused).
  const offered = (parcel: HubParcel) => !parcel.held && !parcel.waitingFor;
  const free = parcels.filter(offered);
  // A row is a label round its tick box, or a plain block where there is none.
  const Row = onToggle ? 'label' : 'div';
  const allChosen = free.length > 0 && free.every((parcel) => chosen.has(parcel.id));
  return (
    <div className="rounded-box border border-base-300 bg-base-100" data-testid="run-group">
      <Row className="flex min-h-11 cursor-pointer items-center gap-3 border-b border-base-300 p-3">
        {onToggle && (
          <input
            type="checkbox"
            className="checkbox"
            checked={allChosen}
            disabled={free.length === 0}
            onChange={(event) => onToggle(free, event.target.checked)}
            aria-label={t('runs.chooseGroup', { group: title })}
          />
        )}
        <span className="min-w-0 flex-1">
          <span className="block font-semibold">{title}</span>
          {subtitle && <span className="block text-sm opacity-80">{subtitle}</span>}
        </span>
        <span className="badge badge-neutral badge-soft">
          {t('runs.parcelCount', { count: parcels.length })}
        </span>
      </Row>
      <ul>
        {parcels.map((parcel) => (
          <li key={parcel.id} className="border-b border-base-200 last:border-0">
            <Row className="flex cursor-pointer items-start gap-3 p-3">
              {onToggle && (
                <input
                  type="checkbox"
                  className="checkbox checkbox-sm mt-1"
                  checked={chosen.has(parcel.id)}
                  disabled={!offered(parcel)}
                  onChange={(event) => onToggle([parcel], event.target.checked)}
                  aria-label={t('runs.chooseParcel', { trackingId: parcel.trackingId })}
                />
              )}
              <span className="min-w-0 flex-1 text-sm">
                <span className="flex flex-wrap justify-between gap-x-2">
                  <span className="font-mono font-semibold">{parcel.trackingId}</span>
                  {parcel.collectPoisha > 0 && (
                    <span>{t('runs.cod', { amount: poisha(parcel.collectPoisha) })}</span>
                  )}
                </span>
                <span className="block">
                  {parcel.receiverName} · {parcel.deliveryAddress}
                </span>
                {parcel.held && (
                  <span className="badge badge-warning badge-sm mt-1" data-testid="run-parcel-held">
                    {t('runs.held')}
                  </span>
                )}
                {parcel.waitingFor && (
                  <span className="badge badge-info badge-sm mt-1" data-testid="run-parcel-waiting">
                    {t('runs.waitingFor', { day: formatDay(parcel.waitingFor, i18n.language) })}
                  </span>
                )}
                <span className="block text-xs opacity-80">
                  {parcel.riderId
                    ? t('runs.withRider', { rider: riderNames.get(parcel.riderId) ?? '—' })
                    : t('runs.noRider')}
                </span>
              </span>
            </Row>
          </li>
        ))}
      </ul>
    </div>
  );
}
