import type { RouteObject } from 'react-router';
import { loadNamespaces } from '../lib/i18n';

type RouteModule = { default: React.ComponentType };
// Every page is its own chunk (code and translations): the landing page never downloads forms,
// admin or label code. The page renders once both have arrived.
export const page = (
  load: () => Promise<RouteModule>,
  namespaces: string[] = [],
): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    // `errors` on every page: any page can meet an error from the API (lib/error-text.ts words it).
    const [module] = await Promise.all([load(), loadNamespaces([...namespaces, 'errors'])]);
    // When the page arrived early (index.html preloads landing pages), rendering it would join the
    // shell's start-up in one long task; a fresh task lets the phone answer input in between.
    await new Promise((resolve) => setTimeout(resolve, 0));
    return { Component: module.default };
  },
});
