import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { AuthProvider } from '../features/auth/hooks/use-auth';
import { i18n, i18nReady, type Language, loadNamespaces } from '../lib/i18n';

/**
 * Draws `ui` as the app would (queries, the session, a router, the page's translations) in `language`,
 * for a component test; `namespaces` are the page's translation files besides `validation`.
 */
export async function renderPage(
  ui: ReactNode,
  { language = 'en', namespaces = [] }: { language?: Language; namespaces?: string[] } = {},
) {
  await i18nReady;
  await i18n.changeLanguage(language);
  await loadNamespaces(['common', 'validation', 'errors', ...namespaces]);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <MemoryRouter>{ui}</MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
}
