import './fonts.css';
import './index.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider';
import { discoverStaffRoutes, routes } from './app/router';
import { i18nReady, readLanguage } from './lib/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const router = createBrowserRouter(routes, { patchRoutesOnNavigation: discoverStaffRoutes });
const app = (
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>
);

/** Resolves once the router has loaded the first page's code and translations. */
const routerReady = () =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });

// A landing page arrives as HTML in one language (data-lang, chosen by the server). It is hydrated
// when the browser's language is the same; otherwise (a saved choice the server could not yet see)
// it is drawn again in the right one. Every other address gets the empty shell.
if (root.dataset.lang && root.dataset.lang === readLanguage()) {
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page: a tap meanwhile is answered (React replays it once hydrated).
  void Promise.all([i18nReady, routerReady()]).then(() => startTransition(() => void hydrateRoot(root, app)));
} else {
  // Rendering in the task after the modules run splits start-up into two shorter tasks on slow phones.
  setTimeout(() => {
    root.replaceChildren();
    createRoot(root).render(app);
  }, 0);
}
