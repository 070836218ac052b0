import type { ReactNode } from 'react';
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

/** A titled column of the footer: a navigation landmark named by its heading. */
function FooterColumn({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="footer-title">
        {title}
      </h2>
      <ul className="space-y-1 text-sm">{children}</ul>
    </nav>
  );
}

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
        <FooterColumn id="footer-services" title={t('footer.services')}>
          {services.map((service) => (
            <li key={service}>{t(service)}</li>
          ))}
        </FooterColumn>
        <FooterColumn id="footer-links" title={t('footer.quickLinks')}>
          {quickLinks.map((link) => (
            <li key={link.label}>
              <Link to={link.to} className="link link-hover">
                {t(link.label)}
              </Link>
            </li>
          ))}
        </FooterColumn>
      </div>
      <p className="border-t border-neutral-content/20 py-4 text-center text-sm opacity-90">
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
