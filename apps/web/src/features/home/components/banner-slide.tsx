import { useTranslation } from 'react-i18next';
import { type Slide, slideSize } from './slides';

const banglaDigits = '০১২৩৪৫৬৭৮৯';
// Building an Intl.NumberFormat per render cost more than the whole slide on a slow phone.
const toBanglaDigits = (value: number) =>
  String(value).replace(/\d/g, (digit) => banglaDigits[Number(digit)] ?? digit);

/**
 * One banner slide. The artwork is light in both themes, so its text keeps fixed dark colours.
 * Phones and tablets get the headline above a crop of the picture; laptops lay it over the picture's empty left side.
 */
export function BannerSlide({
  slide,
  position,
  total,
  active,
  priority = false,
}: {
  slide: Slide;
  position: number;
  total: number;
  active: boolean;
  priority?: boolean;
}) {
  const { t, i18n } = useTranslation('home');
  const number = (value: number) => (i18n.language === 'bn' ? toBanglaDigits(value) : String(value));
  return (
    // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern makes each slide a group; a fieldset is for forms.
    <div
      role="group"
      aria-roledescription={t('banner.slide')}
      aria-label={t('banner.position', { position: number(position), total: number(total) })}
      aria-hidden={!active}
      data-testid="banner-slide"
      data-slide={slide.id}
      className="relative flex h-full flex-col overflow-hidden rounded-box border border-[#cfe9dc] bg-linear-to-br from-[#f4faf6] to-[#e2f2e9] lg:block lg:aspect-[12/5]"
    >
      <div className="relative z-10 px-5 pt-6 pb-1 sm:px-8 sm:pt-8 lg:absolute lg:inset-y-0 lg:left-0 lg:flex lg:w-[46%] lg:flex-col lg:justify-center lg:pt-0 lg:pr-8 lg:pb-12 lg:pl-20">
        <p className="font-semibold text-[#b3132b] text-xs uppercase tracking-wider sm:text-sm">
          {t('banner.kicker')}
        </p>
        <p className="mt-2 text-balance font-extrabold text-2xl text-[#0d3b2e] leading-tight sm:text-3xl lg:text-4xl xl:text-5xl">
          {t(slide.title)}
        </p>
        <p className="mt-2 text-pretty text-[#334155] text-sm sm:mt-3 md:text-base xl:text-lg">
          {t(slide.text)}
        </p>
      </div>
      <div className="mt-auto aspect-[3/2] sm:aspect-[2/1] lg:absolute lg:inset-0 lg:mt-0 lg:aspect-auto">
        <img
          src={slide.image}
          alt={t(slide.alt)}
          width={slideSize.width}
          height={slideSize.height}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding={priority ? 'sync' : 'async'}
          className="h-full w-full object-cover object-right"
        />
      </div>
    </div>
  );
}
