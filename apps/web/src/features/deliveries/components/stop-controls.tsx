import type { Parcel } from '@desh/shared';
import type { PointerEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
// Icons the app already uses: react-icons/fi is one chunk shared with the landing page.
import { FiChevronDown, FiMapPin, FiNavigation, FiPhone } from 'react-icons/fi';
import { useCodeStep } from '../api/code-missing';
import type { RunItem } from '../api/get-delivery-run';
import { areaForMaps } from '../area-name';

/** The phone's maps app (or the browser's) with directions to the place: a plain URL, no API key. */
export function directionsUrl(destination: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

/** A link to directions to a point on the map (a receiver's pin, an earlier handover), in a new tab. */
export function PlaceDirections({
  place,
  testId,
  children,
}: {
  place: { lat: number; lng: number };
  testId: string;
  children: ReactNode;
}) {
  return (
    <a
      href={directionsUrl(`${place.lat},${place.lng}`)}
      target="_blank"
      rel="noreferrer"
      className="link link-primary flex items-center gap-1"
      data-testid={testId}
    >
      <FiMapPin aria-hidden />
      {children}
    </a>
  );
}

/**
 * A parcel on its pickup leg (to pick up, or picked up and to hand in at the hub): a stop at its store,
 * never at its receiver's door (issue 61).
 */
export const onPickupLeg = (item: RunItem) =>
  item.leg === 'pickup' || item.parcel.status === 'assigned' || item.parcel.status === 'picked_up';

/** A store's pickup place as a maps search understands it: the address, its upazila and district. */
export function pickupDestination(
  parcel: Pick<Parcel, 'pickupAddress' | 'pickupDistrict' | 'pickupUpazila'>,
): string {
  const area = areaForMaps(parcel.pickupDistrict, parcel.pickupUpazila ?? null);
  return [parcel.pickupAddress, area, 'Bangladesh'].filter(Boolean).join(', ');
}

/**
 * A delivery stop's place as a maps search understands it: the receiver's own map pin when they
 * dropped one (coordinates), else the address, then its upazila and district.
 */
export function deliveryDestination(item: RunItem): string {
  // A return on its last stretch goes back to its sender's store, not to the receiver (issue 61).
  if (item.leg === 'return_to_sender') return pickupDestination(item.parcel);
  const pin = item.receiver?.pin;
  if (pin) return `${pin.lat},${pin.lng}`;
  const area = areaForMaps(item.parcel.deliveryDistrict, item.parcel.deliveryUpazila ?? null);
  return [item.parcel.deliveryAddress, area, 'Bangladesh'].filter(Boolean).join(', ');
}

/** Who a stop's call button rings: the shop for a return going back to it, else the receiver. */
export const stopPhone = (item: RunItem): string | null =>
  item.leg === 'return_to_sender' ? (item.store?.phone ?? null) : item.parcel.receiverPhone;

type DragHandle = Record<
  'onPointerDown' | 'onPointerMove' | 'onPointerUp' | 'onPointerCancel',
  PointerEventHandler<HTMLElement>
>;

/**
 * The grip a stop is dragged by (a finger or a mouse). It takes no focus: the earlier and later
 * buttons beside it do the same from a keyboard or a screen reader. `touch-none` keeps the page
 * from scrolling under a finger that drags.
 */
function Grip({ label, handle }: { label: string; handle: DragHandle }) {
  return (
    <span
      className="btn btn-square btn-sm btn-ghost cursor-grab touch-none select-none active:cursor-grabbing"
      title={label}
      aria-hidden="true"
      data-testid="stop-drag"
      {...handle}
    >
      <svg viewBox="0 0 12 18" width="12" height="18" fill="currentColor" aria-hidden="true">
        {[3, 9, 15].map((cy) => (
          <g key={cy}>
            <circle cx="3" cy={cy} r="1.6" />
            <circle cx="9" cy={cy} r="1.6" />
          </g>
        ))}
      </svg>
    </span>
  );
}

/**
 * A stop of the run: its place in the day (dragged by its grip, or a step earlier or later),
 * directions to it and a call to the receiver.
 */
export function StopControls({
  item,
  position,
  count,
  onMove,
  handle,
}: {
  item: RunItem;
  /** 0-based place in the day. */
  position: number;
  count: number;
  onMove: (parcelId: string, by: -1 | 1) => void;
  /** The pointer handlers that drag the stop (useStopDrag). */
  handle?: DragHandle;
}) {
  const { t } = useTranslation('deliveries');
  const trackingId = item.parcel.trackingId;
  const phone = stopPhone(item);
  const call = useCodeStep();
  // A call to the receiver at the door is logged before the phone dials (offline: queued ahead of
  // what follows it), so a failed attempt after it counts the call.
  const logsCall = item.parcel.status === 'out_for_delivery' && item.leg !== 'return_to_sender';
  // One row at 360 px in Bangla: on a phone the two links show their icon only (their name stays
  // their accessible name); from `sm` up, their words too.
  return (
    <div className="flex flex-nowrap items-center gap-1" data-testid="stop-controls">
      {handle && count > 1 && <Grip label={t('stop.drag', { trackingId })} handle={handle} />}
      <span className="badge badge-neutral whitespace-nowrap" data-testid="stop-number">
        {t('stop.number', { number: position + 1 })}
      </span>
      {([-1, 1] as const).map((step) => {
        const label = t(step < 0 ? 'stop.earlier' : 'stop.later', { trackingId });
        return (
          <button
            key={step}
            type="button"
            className="btn btn-square btn-sm btn-ghost"
            aria-label={label}
            title={label}
            disabled={step < 0 ? position === 0 : position === count - 1}
            onClick={() => onMove(item.parcelId, step)}
          >
            <FiChevronDown className={step < 0 ? 'rotate-180' : undefined} aria-hidden />
          </button>
        );
      })}
      <span className="ms-auto" />
      <a
        className="btn btn-sm btn-outline max-sm:btn-square"
        href={directionsUrl(deliveryDestination(item))}
        target="_blank"
        rel="noreferrer"
        title={t('stop.directions')}
      >
        <FiNavigation aria-hidden />
        <span className="max-sm:sr-only">{t('stop.directions')}</span>
      </a>
      {phone && (
        <a
          className="btn btn-sm btn-outline max-sm:btn-square"
          href={`tel:${phone}`}
          title={t('stop.call')}
          data-testid="stop-call"
          onClick={() => {
            if (logsCall) call.mutate({ kind: 'call', parcel: item.parcel });
          }}
        >
          <FiPhone aria-hidden />
          <span className="max-sm:sr-only">{t('stop.call')}</span>
        </a>
      )}
    </div>
  );
}
