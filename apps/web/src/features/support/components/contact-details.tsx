import { useTranslation } from 'react-i18next';
import type { IconType } from 'react-icons';
import { FiClock, FiMail, FiPhone } from 'react-icons/fi';
import { localDigits } from '../../../lib/format';
import { usePublicConfig } from '../../auth/api/public-config';

function Card({ icon: Icon, title, children }: { icon: IconType; title: string; children: React.ReactNode }) {
  return (
    <li className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body flex-row items-start gap-3 p-4">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
          <Icon className="size-5" aria-hidden />
        </span>
        <div className="min-w-0">
          <h2 className="font-semibold">{title}</h2>
          {children}
        </div>
      </div>
    </li>
  );
}

/** The phone numbers, address and hours this deployment configured (GET /api/config). */
export function ContactDetails() {
  const { t, i18n } = useTranslation('support');
  const { data } = usePublicConfig();
  const support = data?.support;
  if (!support) return <div className="h-24" aria-hidden />;
  const hours = i18n.language === 'bn' ? (support.hoursBn ?? support.hours) : support.hours;
  return (
    <ul className="grid gap-3 sm:grid-cols-3" data-testid="contact-details">
      {support.phones.length > 0 && (
        <Card icon={FiPhone} title={t('contact.phone')}>
          <ul>
            {support.phones.map((phone) => (
              <li key={phone}>
                <a
                  href={`tel:${phone.replace(/[^\d+]/g, '')}`}
                  className="link link-primary text-lg font-semibold"
                >
                  {localDigits(phone, i18n.language)}
                </a>
              </li>
            ))}
          </ul>
        </Card>
      )}
      {support.email && (
        <Card icon={FiMail} title={t('contact.email')}>
          <a href={`mailto:${support.email}`} className="link link-primary break-all">
            {support.email}
          </a>
        </Card>
      )}
      <Card icon={FiClock} title={t('contact.hours')}>
        <p>{hours ?? t('contact.allDay')}</p>
      </Card>
    </ul>
  );
}
