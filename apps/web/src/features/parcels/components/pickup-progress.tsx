import { useTranslation } from 'react-i18next';
import { FiTruck } from 'react-icons/fi';
import { useNumberFormat } from '../../../lib/use-number-format';
import { usePickupProgress } from '../api/get-pickup-progress';

/** "Picked up 18 of 20" for each store with bookings today; nothing on a day without any. */
export function PickupProgressBanner() {
  const { t } = useTranslation('parcels');
  const number = useNumberFormat();
  const progress = usePickupProgress();
  const stores = progress.data ?? [];
  if (stores.length === 0) return null;
  return (
    <section
      aria-labelledby="pickups-today"
      className="mb-4 rounded-box border border-base-300 bg-base-100 p-3"
    >
      <h2 id="pickups-today" className="mb-2 flex items-center gap-2 font-semibold text-sm">
        <FiTruck aria-hidden /> {t('pickups.title')}
      </h2>
      <ul className="space-y-2">
        {stores.map((store) => (
          <li key={store.storeId ?? store.pickupAddress} className="text-sm">
            <div className="flex flex-wrap justify-between gap-x-3">
              <span className="min-w-0 truncate">{store.pickupAddress}</span>
              <span className="font-medium" data-testid="pickup-progress">
                {t('pickups.progress', { done: number(store.pickedUp), total: number(store.total) })}
              </span>
            </div>
            <div
              className="mt-1 h-2 w-full overflow-hidden rounded-full bg-base-300"
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={store.total}
              aria-valuenow={store.pickedUp}
              aria-label={t('pickups.progress', { done: number(store.pickedUp), total: number(store.total) })}
            >
              <div
                className="h-full rounded-full bg-primary"
                style={{ width: `${(store.pickedUp / Math.max(store.total, 1)) * 100}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
