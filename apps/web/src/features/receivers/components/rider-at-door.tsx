import { useTranslation } from 'react-i18next';
import { FiPhone, FiTruck } from 'react-icons/fi';

/** The rider on the way: their first name and a call button (only while the parcel is out for delivery). */
export function RiderAtDoor({ rider }: { rider: { firstName: string; phone: string } }) {
  const { t } = useTranslation('receivers');
  return (
    <section
      className="alert alert-info alert-soft flex flex-wrap justify-between"
      data-testid="receiver-rider"
    >
      <p className="flex items-center gap-2">
        <FiTruck aria-hidden />
        {t('rider.onTheWay', { name: rider.firstName })}
      </p>
      <a href={`tel:${rider.phone}`} className="btn btn-primary btn-sm">
        <FiPhone aria-hidden />
        {t('rider.call', { phone: rider.phone })}
      </a>
    </section>
  );
}
