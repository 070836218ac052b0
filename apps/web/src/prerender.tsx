// The build's server renderer (`vite build --ssr src/prerender.tsx`): renders a landing page to HTML
// with React's `renderToString`, in one language, exactly as the browser's first render draws it
// (signed out, session pending), so that main.tsx can hydrate it. scripts/prerender.mjs calls it.
// `renderToString` rather than `prerender`: every page's code and translations are loaded before it
// renders (nothing suspends), and React 19.2's `prerender` moves large Suspense boundaries behind an
// inline script, which the server's CSP (inline scripts by hash) would block.
// The API loads the same bundle to draw signed-in pages at request time (drawFirstScreen).
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { routes } from './app/router';
import { prerenderedCalculator } from './features/home/components/price-calculator';
import { PriceCalculatorForm } from './features/home/components/price-calculator-form';
import { i18n, type Language, loadNamespaces } from './lib/i18n';

export { drawFirstScreen } from './app/draw-first-screen';
export { firstScreenOf, sessionAddress } from './app/first-screen-pages';
export { prerenderedPages } from './app/prerendered-pages';

const handler = createStaticHandler(routes);
// The calculator is drawn here and taken over in the browser by its own lazily loaded scripts.
prerenderedCalculator.Form = PriceCalculatorForm;

/** The markup inside `<div id="root">` for `url` in `language`. */
export async function renderPage(url: string, language: Language): Promise<string> {
  await i18n.changeLanguage(language);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${url} answered with a redirect`);
  if (context.statusCode !== 200) throw new Error(`${url} rendered with status ${context.statusCode}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <AppProvider>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProvider>,
  );
  // `<!--$!-->` marks a part that suspended and would be drawn only in the browser.
  if (html.includes('<!--$!-->')) throw new Error(`${url} (${language}) suspended while rendering`);
  return html;
}

/**
 * The field messages in `language` (the `validation` namespace): the server draws a form's refused
 * fields with them when the form was sent before the app's scripts ran (apps/api page-forms.ts).
 */
export async function formMessages(language: Language): Promise<Record<string, string>> {
  await i18n.changeLanguage(language);
  await loadNamespaces(['validation', 'home']);
  // The calculator's words too: the server draws a price into the page for a form sent without scripts.
  const home = i18n.getResourceBundle(language, 'home') as Record<string, string>;
  const price = Object.fromEntries(Object.entries(home).filter(([key]) => key.startsWith('price.')));
  return { ...(i18n.getResourceBundle(language, 'validation') as Record<string, string>), ...price };
}
