import { type ComponentType, useEffect, useRef } from 'react';

/**
 * The calculator as the prerenderer draws it (src/prerender.tsx sets it): the landing page's own
 * bundle never holds the form, its 64 districts or the money formatting (its budget is full).
 */
export const prerenderedCalculator: { Form?: ComponentType } = {};

/**
 * The home page's price calculator, an island: the prerendered form works without scripts (a POST
 * to /price, answered by the server with the price drawn in). Its scripts load when the section
 * comes near the screen, and then take over the same markup (price-calculator-live).
 */
export function PriceCalculator() {
  const island = useRef<HTMLDivElement>(null);
  const { Form } = prerenderedCalculator;

  useEffect(() => {
    const element = island.current as HTMLDivElement;
    // null once the page is gone: a take-over still loading is then dropped.
    let unmount: (() => void) | undefined | null;
    // Near the screen, or focused (the browser scrolls a focused field into view): load and take over.
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries[0]?.isIntersecting) return;
        observer.disconnect();
        import('./price-calculator-live').then(({ mountPriceCalculator }) => {
          if (unmount !== null) unmount = mountPriceCalculator(element);
        }, console.error);
      },
      { rootMargin: '300px' },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      unmount?.();
      unmount = null;
    };
  }, []);

  // React leaves an element's own HTML alone when hydrating it: the prerendered form stays as drawn.
  return (
    <div
      id="price-calculator"
      ref={island}
      className="scroll-mt-20"
      suppressHydrationWarning
      // Empty HTML of its own in the browser: the prerendered calculator is kept until its scripts take it over.
      {...(Form ? { children: <Form /> } : { dangerouslySetInnerHTML: { __html: '' } })}
    />
  );
}
