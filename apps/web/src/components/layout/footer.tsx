import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useAuth } from '../../features/auth/hooks/use-auth';

const services = [
  'footer.service.homeDelivery',
  'footer.service.cod',
  'footer.service.express',
  'footer.service.fragile',
  'footer.service.business',
];

export function Footer() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const quickLinks = [
    { to: paths.home, label: 'nav.home' },
    { to: paths.track(), label: 'footer.link.track' },
    { to: paths.bookParcel, label: 'nav.bookParcel' },
    { to: paths.beARider, label: 'nav.beARider' },
    { to: paths.contact, label: 'footer.link.contact' },
    ...(user ? [] : [{ to: paths.login, label: 'nav.login' }]),
  ];
  return (
    <footer className="bg-neutral text-neutral-content print:hidden">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-3">
        <div>
          <p className="text-lg font-bold">{t('brand')}</p>
          <p className="mt-2 max-w-sm text-sm opacity-90">{t('footer.about')}</p>
        </div>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className="footer-title">
            {t('footer.services')}
          </h2>
          <ul className="space-y-1 text-sm">
            {services.map((service) => (
              <li key={service}>{t(service)}</li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="footer-title">
            {t('footer.quickLinks')}
          </h2>
          <ul className="space-y-1 text-sm">
            {quickLinks.map((link) => (
              <li key={link.label}>
                <Link to={link.to} className="link link-hover">
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t border-neutral-content/20 py-4 text-center text-sm opacity-90">
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
