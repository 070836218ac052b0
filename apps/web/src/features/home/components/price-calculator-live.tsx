import { readPriceCalculatorFlash } from '@desh/shared';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { PriceCalculatorForm } from './price-calculator-form';

/** The price the server answered the plain form with (the `flash` cookie), taken so it shows once. */
function takePriceFlash() {
  const raw = /(?:^|;\s*)flash=([^;]*)/.exec(document.cookie)?.[1];
  if (!raw) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(decodeURIComponent(raw));
  } catch {
    return undefined;
  }
  const flash = readPriceCalculatorFlash(parsed);
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari.
  if (flash) document.cookie = 'flash=; Path=/; Max-Age=0; SameSite=Lax';
  return flash;
}

/**
 * Takes over the calculator's island: hydrates the prerendered form (what was typed stays), or, when
 * the server drew a price into it or nothing was prerendered, draws it afresh. Returns its unmount.
 */
export function mountPriceCalculator(island: HTMLElement): () => void {
  const flash = takePriceFlash();
  let root: Root;
  if (flash || !island.firstElementChild) {
    island.replaceChildren();
    root = createRoot(island);
    root.render(<PriceCalculatorForm initial={flash} />);
  } else {
    root = hydrateRoot(island, <PriceCalculatorForm />);
  }
  // Unmounting a root while its parent renders is refused: after the parent's commit.
  return () => queueMicrotask(() => root.unmount());
}
