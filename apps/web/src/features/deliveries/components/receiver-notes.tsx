import { useTranslation } from 'react-i18next';
import { FiCalendar, FiPhoneCall } from 'react-icons/fi';
import { formatDay, localDigits } from '../../../lib/format';
import type { RunItem } from '../api/get-delivery-run';
import { PlaceDirections } from './stop-controls';

/**
 * What the receiver said through their private link: the day they chose, a landmark, the floor,
 * "call before coming", and directions to their map pin. Live: the run refreshes when they change it.
 */
export function ReceiverNotes({ item }: { item: RunItem }) {
  const { t, i18n } = useTranslation('deliveries');
  const notes = item.receiver;
  if (!notes) return null;
  const { preferredDate, landmark, floor, callBefore, pin } = notes;
  if (!preferredDate && !landmark && !floor && !callBefore && !pin) return null;
  return (
    <div className="rounded-box bg-info/10 p-3 text-sm" data-testid="receiver-notes">
      <p className="mb-1 font-semibold">{t('receiver.title')}</p>
      <ul className="space-y-1">
        {preferredDate && (
          <li className="flex items-center gap-2" data-testid="receiver-day">
            <FiCalendar aria-hidden />
            {t('receiver.day', { day: formatDay(preferredDate, i18n.language) })}
          </li>
        )}
        {landmark && <li data-testid="receiver-landmark">{t('receiver.landmark', { landmark })}</li>}
        {floor && <li data-testid="receiver-floor">{t('receiver.floor', { floor })}</li>}
        {callBefore && (
          <li className="flex items-center gap-2 font-semibold" data-testid="receiver-call-before">
            <FiPhoneCall aria-hidden />
            {t('receiver.callBefore')}
          </li>
        )}
        {pin && (
          <li>
            <PlaceDirections place={pin} testId="receiver-pin">
              {t('receiver.pin', { accuracy: localDigits(Math.round(pin.accuracyM), i18n.language) })}
            </PlaceDirections>
          </li>
        )}
      </ul>
    </div>
  );
}
