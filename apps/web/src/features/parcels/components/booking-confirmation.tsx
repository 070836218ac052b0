import type { Parcel } from '@desh/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FiCheckCircle, FiPlus, FiPrinter, FiX } from 'react-icons/fi';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatDay } from '../../../lib/format';
import { useTaka } from '../../../lib/use-money';

/**
 * The lasting word that a booking went through, as the FAQ promises: the tracking ID, the fee charged,
 * the label to print and a way to book the next one. It takes the reader there itself (scrolls, takes
 * focus, so a screen reader reads it): on a phone the form's Confirm button sits far below it.
 */
export function BookingConfirmation({
  parcel,
  onDismiss,
  onBookAnother,
}: {
  parcel: Parcel;
  onDismiss: () => void;
  onBookAnother: () => void;
}) {
  const { t, i18n } = useTranslation('parcels');
  const taka = useTaka();
  const ref = useRef<HTMLElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new booking (its tracking ID) is brought into view once
  useEffect(() => {
    const section = ref.current;
    if (!section) return;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    section.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' });
    section.focus({ preventScroll: true });
  }, [parcel.trackingId]);

  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="booked-title"
      className="mb-6 flex scroll-mt-24 items-start gap-3 rounded-box border-2 border-success bg-base-100 p-4 text-base-content shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-success"
      data-testid="booking-confirmation"
    >
      <FiCheckCircle className="mt-0.5 size-6 shrink-0 text-success" aria-hidden />
      <div className="min-w-0 flex-1" role="status">
        <h2 id="booked-title" className="text-lg font-semibold">
          {t('booked.title')}
        </h2>
        <p className="mt-1">
          {t('booked.trackingId')}{' '}
          <span
            className="inline-block font-mono text-lg font-bold whitespace-nowrap"
            data-testid="booked-tracking-id"
          >
            {parcel.trackingId}
          </span>
        </p>
        <p className="mt-1 text-sm">
          {t('booked.fee')} <span className="font-semibold tabular-nums">{taka(parcel.deliveryFee)}</span>
          {parcel.amountToCollect > 0 && (
            <>
              {' · '}
              {t('booked.collect')}{' '}
              <span className="font-semibold tabular-nums">{taka(parcel.amountToCollect)}</span>
            </>
          )}
        </p>
        {parcel.promisedDate && (
          <p className="mt-1 text-sm">
            {t('quote.promised')}{' '}
            <time className="font-semibold" dateTime={parcel.promisedDate} data-testid="booked-promised">
              {formatDay(parcel.promisedDate, i18n.language)}
            </time>
          </p>
        )}
        <div className="mt-3 flex flex-wrap gap-2">
          <Link to={paths.parcelLabel(parcel._id)} className="btn btn-sm btn-primary">
            <FiPrinter aria-hidden />
            {t('booked.label')}
          </Link>
          <Link to={paths.track(parcel.trackingId)} className="btn btn-sm btn-outline">
            {t('booked.track')}
          </Link>
          <button type="button" className="btn btn-sm btn-outline" onClick={onBookAnother}>
            <FiPlus aria-hidden />
            {t('booked.another')}
          </button>
          <Link to={paths.myParcels} className="btn btn-sm btn-ghost">
            {t('booked.myParcels')}
          </Link>
        </div>
      </div>
      <button
        type="button"
        className="btn btn-ghost btn-sm btn-square"
        onClick={onDismiss}
        aria-label={t('booked.dismiss')}
      >
        <FiX className="size-4" aria-hidden />
      </button>
    </section>
  );
}
