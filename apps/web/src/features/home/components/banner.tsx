import { type ComponentType, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiChevronLeft, FiChevronRight } from 'react-icons/fi';
import { BannerSlide } from './banner-slide';
import { BannerStatic } from './banner-static';
import type { BannerSwiper as BannerSwiperType } from './banner-swiper';
import { slideGap, slides } from './slides';

type SwiperView = ComponentType<Parameters<typeof BannerSwiperType>[0]>;

const arrowClass =
  'btn btn-circle btn-sm absolute bottom-4 z-10 border-[#cfe9dc] bg-white/90 text-[#0d3b2e] shadow-md hover:bg-white sm:btn-md sm:bottom-8 lg:top-1/2 lg:bottom-auto lg:-translate-y-1/2';

export function Banner() {
  const { t } = useTranslation('home');
  const [activeIndex, setActiveIndex] = useState(0);
  const [Swiper, setSwiper] = useState<SwiperView | null>(null);
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);

  // Swiper (about 25 KB) loads when a visitor shows interest in the banner, never during page load:
  // until then the static banner looks the same and its buttons already work.
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  useEffect(() => {
    if (!wanted) return;
    let active = true;
    import('./banner-swiper')
      .then((module) => {
        if (active) setSwiper(() => module.BannerSwiper);
      })
      .catch((error: unknown) => console.error('The banner carousel failed to load', error));
    return () => {
      active = false;
    };
  }, [wanted]);

  // Before Swiper arrives the buttons move the static banner; afterwards Swiper's Navigation owns them.
  const step = (delta: number) =>
    Swiper
      ? undefined
      : () => {
          want();
          setActiveIndex((index) => (index + delta + slides.length) % slides.length);
        };

  const renderSlide = (index: number) => {
    const slide = slides[index];
    if (!slide) return null;
    return (
      <BannerSlide
        slide={slide}
        position={index + 1}
        total={slides.length}
        active={index === activeIndex}
        priority={index === 0}
      />
    );
  };

  return (
    <section
      aria-roledescription={t('banner.carousel')}
      aria-label={t('banner.label')}
      className="relative mx-auto w-full max-w-7xl px-4 pt-4 sm:pt-6"
      data-testid="banner"
      onPointerEnter={want}
      onPointerDown={want}
    >
      <div aria-live="polite">
        {Swiper && prevRef.current && nextRef.current ? (
          <Swiper
            count={slides.length}
            gap={slideGap}
            renderSlide={renderSlide}
            activeIndex={activeIndex}
            onActiveIndexChange={setActiveIndex}
            prevEl={prevRef.current}
            nextEl={nextRef.current}
          />
        ) : (
          <BannerStatic
            count={slides.length}
            gap={slideGap}
            activeIndex={activeIndex}
            renderSlide={renderSlide}
          />
        )}
      </div>
      <button
        ref={prevRef}
        type="button"
        className={`${arrowClass} left-6`}
        aria-label={t('banner.previous')}
        data-testid="banner-prev"
        onFocus={want}
        onClick={step(-1)}
      >
        <FiChevronLeft className="size-5" aria-hidden />
      </button>
      <button
        ref={nextRef}
        type="button"
        className={`${arrowClass} right-6`}
        aria-label={t('banner.next')}
        data-testid="banner-next"
        onFocus={want}
        onClick={step(1)}
      >
        <FiChevronRight className="size-5" aria-hidden />
      </button>
    </section>
  );
}
