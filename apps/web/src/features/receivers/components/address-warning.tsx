import { addressTooVague } from '@desh/shared';
import { useTranslation } from 'react-i18next';
import { FiAlertTriangle } from 'react-icons/fi';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

/**
 * Warns while a delivery address is too vague for a rider to find (`addressTooVague`), and says what
 * helps: the receiver's link, where they can add a landmark and a map pin (sent when a phone is given).
 */
export function AddressWarning({ address, hasPhone }: { address: string; hasPhone: boolean }) {
  const { t } = useTranslation('receivers');
  const settled = useDebouncedValue(address, 400);
  if (settled.trim() === '' || !addressTooVague(settled)) return null;
  return (
    <div role="status" className="alert alert-warning alert-soft text-sm" data-testid="address-warning">
      <FiAlertTriangle aria-hidden />
      <div>
        <p className="font-semibold">{t('address.vague')}</p>
        <p>{hasPhone ? t('address.remedy') : t('address.remedyPhone')}</p>
      </div>
    </div>
  );
}
