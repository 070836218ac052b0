import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingsTabs } from '../layout/settings-tabs';

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

/** A part of a page under its own h2, which names the section for screen readers (`aria-labelledby`). */
export function HeadedSection({
  id,
  title,
  className,
  headingClassName = 'mb-2 text-lg font-semibold',
  children,
}: {
  /** The heading's id: unique on the page. */
  id: string;
  title: ReactNode;
  className?: string;
  headingClassName?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={headingClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}

// Full class names, so that Tailwind finds them in the source.
const widths = {
  page: '',
  '3xl': 'mx-auto max-w-3xl px-4 py-8',
  '5xl': 'mx-auto max-w-5xl px-4 py-8',
  '6xl': 'mx-auto max-w-6xl px-4 py-8',
  '7xl': 'mx-auto max-w-7xl px-4 py-8',
};

/**
 * A page that opens with its title: the h1 (which also names the browser tab), worded from `titleKey` in
 * the `ns` namespace, then the settings tabs on the settings pages, then the page's own content.
 * `width` bounds a page of its own; an admin page sits in the admin layout's column (`page`).
 */
export function TitledPage({
  ns,
  titleKey,
  width = 'page',
  settingsTabs = false,
  children,
}: {
  ns: string;
  titleKey: string;
  width?: keyof typeof widths;
  settingsTabs?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation(ns);
  const title = t(titleKey);
  return (
    <section className={widths[width] || undefined}>
      <PageTitle title={title}>{title}</PageTitle>
      {settingsTabs && <SettingsTabs />}
      {children}
    </section>
  );
}

/** The page's h1 and, under it, a line that says what the page is for. */
export function PageIntro({ title, intro }: { title: string; intro: string }) {
  return (
    <div>
      <PageTitle title={title}>{title}</PageTitle>
      <p className="-mt-4 opacity-80">{intro}</p>
    </div>
  );
}
