import { useTranslation } from 'react-i18next';
import { FiMapPin } from 'react-icons/fi';
import type { RunItem } from '../api/get-delivery-run';
import { directionsUrl } from './stop-controls';

/**
 * The rider delivered to this receiver's phone before (and the receiver dropped no pin): directions
 * to where that handover happened. The same place orders the day's stops (`deliveryPlace`).
 */
export function EarlierPlace({ item }: { item: RunItem }) {
  const { t } = useTranslation('deliveries');
  const place = item.earlierPlace;
  if (!place) return null;
  return (
    <p className="text-sm">
      <a
        href={directionsUrl(`${place.lat},${place.lng}`)}
        target="_blank"
        rel="noreferrer"
        className="link link-primary inline-flex items-center gap-1"
        data-testid="earlier-place"
      >
        <FiMapPin aria-hidden />
        {t('stop.earlierPlace')}
      </a>
    </p>
  );
}
