import 'swiper/css';
import { type ReactNode, useState } from 'react';
import { Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';

/**
 * Loaded on demand (see Banner); takes over from BannerStatic at the same size. It imports nothing
 * from the banner itself, so the slides' code stays in the page's own chunk.
 */
export function BannerSwiper({
  count,
  gap,
  activeIndex,
  onActiveIndexChange,
  prevEl,
  nextEl,
  renderSlide,
}: {
  count: number;
  gap: number;
  activeIndex: number;
  onActiveIndexChange: (index: number) => void;
  prevEl: HTMLElement;
  nextEl: HTMLElement;
  renderSlide: (index: number) => ReactNode;
}) {
  // Swiper starts where the static banner was; later index changes come from Swiper itself.
  const [initialSlide] = useState(activeIndex);
  const [speed] = useState(() => (window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 0 : 300));
  return (
    <Swiper
      modules={[Navigation]}
      slidesPerView={1}
      spaceBetween={gap}
      loop
      speed={speed}
      initialSlide={initialSlide}
      navigation={{ prevEl, nextEl }}
      onSlideChange={(swiper) => onActiveIndexChange(swiper.realIndex)}
      data-testid="banner-swiper"
    >
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the slides are a fixed list; the index is their identity.
        <SwiperSlide key={index} className="!h-auto">
          {renderSlide(index)}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
