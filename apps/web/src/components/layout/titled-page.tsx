import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../ui/page-title';
import { SettingsTabs } from './settings-tabs';

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
