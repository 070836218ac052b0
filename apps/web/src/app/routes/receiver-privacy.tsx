import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TitledPage } from '../../components/ui/page-title';
import { paths } from '../../config/paths';

const sections = ['what', 'who', 'never', 'limits', 'link', 'place', 'hide'] as const;

/** How receivers' records and links work, for receivers and merchants alike. */
export default function ReceiverPrivacyRoute() {
  const { t } = useTranslation('receivers');
  return (
    <TitledPage ns="receivers" titleKey="privacy.title" width="3xl">
      <div className="space-y-5">
        <p className="opacity-80">{t('privacy.intro')}</p>
        {sections.map((section) => (
          <section key={section} aria-labelledby={`privacy-${section}`}>
            <h2 id={`privacy-${section}`} className="mb-1 text-lg font-semibold">
              {t(`privacy.${section}.title`)}
            </h2>
            <p>{t(`privacy.${section}.text`)}</p>
          </section>
        ))}
        <Link to={paths.contact} className="btn btn-outline">
          {t('privacy.contact')}
        </Link>
      </div>
    </TitledPage>
  );
}
