import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The page's h1, which also names the browser tab. `data-document-title` carries the tab's name into
 * prerendered HTML, whose <title> the build sets from it (apps/web/scripts/prerender.mjs).
 */
export function PageTitle({ children, title }: { children: ReactNode; title: string }) {
  const { t } = useTranslation('common');
  // The brand as the page's language writes it (দেশ কুরিয়ার in Bangla).
  const documentTitle = `${title} · ${t('brand')}`;
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
  return (
    <h1 className="mb-6 text-2xl font-bold sm:text-3xl" data-document-title={documentTitle}>
      {children}
    </h1>
  );
}
