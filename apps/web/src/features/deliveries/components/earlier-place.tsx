import { useTranslation } from 'react-i18next';
import type { RunItem } from '../api/get-delivery-run';
import { PlaceDirections } from './stop-controls';

/**
 * The rider delivered to this receiver's phone before (and the receiver dropped no pin): directions
 * to where that handover happened. The same place orders the day's stops (`deliveryPlace`).
 */
export function EarlierPlace({ item }: { item: RunItem }) {
  const { t } = useTranslation('deliveries');
  if (!item.earlierPlace) return null;
  return (
    <div className="text-sm">
      <PlaceDirections place={item.earlierPlace} testId="earlier-place">
        {t('stop.earlierPlace')}
      </PlaceDirections>
    </div>
  );
}
