import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageTitle } from '../components/ui/page-title';

/**
 * A printable label's page: its title (`label.title` in `ns`), kept off the paper, then the label of
 * the id in the address's `param`.
 */
export function LabelRoute({
  ns,
  param,
  children,
}: {
  ns: string;
  param: string;
  children: (id: string) => ReactNode;
}) {
  const { t } = useTranslation(ns);
  const id = useParams()[param] ?? '';
  return (
    <section className="label-page mx-auto max-w-7xl px-4 py-8">
      <div className="no-print mx-auto max-w-[105mm]">
        <PageTitle title={t('label.title')}>{t('label.title')}</PageTitle>
      </div>
      {children(id)}
    </section>
  );
}
