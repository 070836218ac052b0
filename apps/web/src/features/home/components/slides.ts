import slideMap from '../assets/slide-map.svg?no-inline';
import slideRider from '../assets/slide-rider.svg?no-inline';
import slideTracking from '../assets/slide-tracking.svg?no-inline';

export interface Slide {
  id: string;
  image: string;
  /** Keys in the home namespace. */
  alt: string;
  title: string;
  text: string;
}

/** The images are 1200×500 and leave their left side empty for the headline. */
export const slideSize = { width: 1200, height: 500 } as const;

export const slides: Slide[] = [
  {
    id: 'rider',
    image: slideRider,
    alt: 'banner.rider.alt',
    title: 'banner.rider.title',
    text: 'banner.rider.text',
  },
  {
    id: 'map',
    image: slideMap,
    alt: 'banner.map.alt',
    title: 'banner.map.title',
    text: 'banner.map.text',
  },
  {
    id: 'tracking',
    image: slideTracking,
    alt: 'banner.tracking.alt',
    title: 'banner.tracking.title',
    text: 'banner.tracking.text',
  },
];

/** Banner gap from the spec (30 px between slides). */
export const slideGap = 30;
