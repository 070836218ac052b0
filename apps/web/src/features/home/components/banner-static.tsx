import type { ReactNode } from 'react';

/**
 * The banner as it looks before Swiper arrives: the same box, slide widths and gaps Swiper uses,
 * so the page does not move when Swiper takes over.
 */
export function BannerStatic({
  count,
  gap,
  activeIndex,
  renderSlide,
}: {
  count: number;
  gap: number;
  activeIndex: number;
  renderSlide: (index: number) => ReactNode;
}) {
  return (
    <div className="overflow-hidden">
      <div
        className="flex transition-transform duration-300 motion-reduce:transition-none"
        style={{ transform: `translateX(calc(${-activeIndex} * (100% + ${gap}px)))` }}
      >
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the slides are a fixed list; the index is their identity.
          <div key={index} className="w-full shrink-0" style={{ marginRight: gap }}>
            {renderSlide(index)}
          </div>
        ))}
      </div>
    </div>
  );
}
