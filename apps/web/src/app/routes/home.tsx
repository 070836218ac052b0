import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../features/home/components/banner';
import { Faq } from '../../features/home/components/faq';
import { Newsletter } from '../../features/home/components/newsletter';
import { PriceCalculator } from '../../features/home/components/price-calculator';
import { TrackBox } from '../../features/home/components/track-box';
import { WhyChooseUs } from '../../features/home/components/why-choose-us';
import { WorkShortcut } from '../../features/home/components/work-shortcut';

export default function HomeRoute() {
  const { t } = useTranslation('home');
  const title = t('meta.title');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <>
      <h1 className="sr-only" data-document-title={title}>
        {t('heading')}
      </h1>
      <WorkShortcut />
      <Banner />
      <TrackBox />
      <PriceCalculator />
      <WhyChooseUs />
      <Faq />
      <Newsletter />
    </>
  );
}
