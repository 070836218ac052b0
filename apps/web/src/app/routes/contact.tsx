import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageIntro } from '../../components/ui/page-title';
import { paths } from '../../config/paths';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { ContactDetails } from '../../features/support/components/contact-details';
import { SupportRequestForm } from '../../features/support/components/support-request-form';

export default function ContactRoute() {
  const { t } = useTranslation('support');
  const { user } = useAuth();
  return (
    <section className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <PageIntro title={t('contact.title')} intro={t('contact.intro')} />
      <ContactDetails />
      {user && (
        <p>
          <Link to={paths.mySupportRequests} className="link link-primary">
            {t('mine.link')}
          </Link>
        </p>
      )}
      <SupportRequestForm />
    </section>
  );
}
