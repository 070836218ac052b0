import { type ComponentType, useEffect, useRef } from 'react';

/**
 * The calculator as the prerenderer draws it (src/prerender.tsx sets it): the landing page's own
 * bundle never holds the form, its 64 districts or the money formatting (its budget is full).
 */
export const prerenderedCalculator: { Form?: ComponentType } = {};

/**
 * The home page's price calculator, an island: the prerendered form works without scripts (a POST
 * to /price, answered by the server with the price drawn in). Its scripts load when the section
 * comes near the screen or is touched, and then take over the same markup (price-calculator-live).
 */
export function PriceCalculator() {
  const island = useRef<HTMLDivElement>(null);
  const { Form } = prerenderedCalculator;

  useEffect(() => {
    const element = island.current;
    if (!element) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    let observer: IntersectionObserver | undefined;
    const start = () => {
      observer?.disconnect();
      element.removeEventListener('focusin', start);
      element.removeEventListener('pointerdown', start);
      if (stop || cancelled) return;
      stop = () => undefined;
      import('./price-calculator-live')
        .then(({ mountPriceCalculator }) => {
          if (!cancelled) stop = mountPriceCalculator(element);
        })
        .catch((error: unknown) => console.error('The price calculator failed to load', error));
    };
    // Drawn in the browser (the page was not prerendered): nothing to keep, load it now.
    if (!element.firstElementChild || typeof IntersectionObserver === 'undefined') start();
    else {
      observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), {
        rootMargin: '300px',
      });
      observer.observe(element);
      element.addEventListener('focusin', start);
      element.addEventListener('pointerdown', start);
    }
    return () => {
      cancelled = true;
      observer?.disconnect();
      element.removeEventListener('focusin', start);
      element.removeEventListener('pointerdown', start);
      stop?.();
    };
  }, []);

  if (Form)
    return (
      <div id="price-calculator" ref={island} className="scroll-mt-20">
        <Form />
      </div>
    );
  // React leaves an element's own HTML alone when hydrating it: the prerendered form stays as drawn.
  return (
    <div
      id="price-calculator"
      ref={island}
      className="scroll-mt-20"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: empty; keeps the prerendered calculator untouched until its scripts take it over.
      dangerouslySetInnerHTML={{ __html: '' }}
      suppressHydrationWarning
    />
  );
}
