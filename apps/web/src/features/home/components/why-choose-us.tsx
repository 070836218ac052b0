import { useTranslation } from 'react-i18next';
import type { IconType } from 'react-icons';
import { FiHeadphones, FiMapPin, FiShield, FiSmartphone, FiZap } from 'react-icons/fi';
import { TbCurrencyTaka } from 'react-icons/tb';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { SectionHeading } from './section-heading';

// The taka glyph is drawn small inside its icon box, so it is shown larger to match the others.
const features: Array<{ id: string; icon: IconType; size?: string }> = [
  { id: 'coverage', icon: FiMapPin },
  { id: 'fast', icon: FiZap },
  { id: 'pricing', icon: TbCurrencyTaka, size: 'size-10' },
  { id: 'secure', icon: FiShield },
  { id: 'support', icon: FiHeadphones },
  { id: 'easy', icon: FiSmartphone },
];

export function WhyChooseUs() {
  const { t } = useTranslation('home');
  return (
    <section
      aria-labelledby="why-title"
      className="scroll-mt-20 mx-auto w-full max-w-7xl px-4 pt-14 pb-6 sm:pt-20 sm:pb-10"
    >
      <SectionHeading id="why-title" kicker={t('why.kicker')} title={t('why.title')} intro={t('why.intro')} />
      <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">
        {features.map(({ id, icon: Icon, size = 'size-7' }) => (
          <li
            key={id}
            data-testid="feature-card"
            className="card border border-base-300 bg-base-100 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md motion-reduce:transition-none motion-reduce:hover:translate-y-0"
          >
            <div className="card-body gap-3">
              <span className="flex size-12 items-center justify-center rounded-xl bg-primary/10 text-primary">
                <Icon className={size} aria-hidden />
              </span>
              <h3 className="card-title text-lg">{t(`why.${id}.title`)}</h3>
              <p className="text-base-content/80">{t(`why.${id}.text`)}</p>
              {/* The promise comes with the way to act on it. */}
              {id === 'support' && (
                <Link
                  to={paths.contact}
                  className="link link-primary font-semibold"
                  data-testid="support-link"
                >
                  {t('why.support.link')}
                </Link>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
