import { type ParcelListTab, parcelListTabs } from '@desh/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiDownload, FiSearch } from 'react-icons/fi';
import { TabBar } from '../../../components/ui/tab-bar';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import type { ParcelView } from '../hooks/use-parcel-filters';

interface ParcelFiltersProps {
  view: ParcelView;
  onChange: (changes: Partial<Omit<ParcelView, 'page'>>, options?: { replace?: boolean }) => void;
  exportHref: string;
}

/** The booking-date range: each end keeps the other from crossing it. */
const dateEnds = ['from', 'to'] as const;

/** Search, status tabs, booking dates and the CSV of what they select. */
export function ParcelFilters({ view, onChange, exportHref }: ParcelFiltersProps) {
  const { t } = useTranslation('parcels');
  const id = useId();
  const [typed, setTyped] = useState(view.q);
  const settled = useDebouncedValue(typed, 350);
  // What this box last put in the address: when the address arrives with it, the person may
  // already be typing something newer, which must not be overwritten.
  const sent = useRef(view.q);
  // The address changed from elsewhere (back button, "clear"): the box follows it.
  useEffect(() => {
    if (view.q !== sent.current) setTyped(view.q);
    sent.current = view.q;
  }, [view.q]);
  useEffect(() => {
    if (settled.trim() !== view.q.trim()) {
      sent.current = settled.trim();
      onChange({ q: settled.trim() }, { replace: true });
    }
  }, [settled, view.q, onChange]);

  return (
    <div className="mb-4 space-y-3">
      <TabBar
        tabs={parcelListTabs}
        current={view.tab}
        onChoose={(tab: ParcelListTab) => onChange({ tab })}
        tabLabel={(tab) => t(`filters.tab.${tab}`)}
        label={t('filters.statusLabel')}
        className="flex flex-wrap gap-1"
        tabClass={(active) => `btn btn-sm whitespace-nowrap ${active ? 'btn-primary' : 'btn-ghost'}`}
      />
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex min-w-0 flex-[1_1_16rem] flex-col gap-1" htmlFor={`${id}-q`}>
          <span className="text-sm font-medium">{t('filters.search')}</span>
          <span className="input w-full">
            <FiSearch aria-hidden className="opacity-70" />
            <input
              id={`${id}-q`}
              type="search"
              className="grow"
              value={typed}
              maxLength={100}
              placeholder={t('filters.searchPlaceholder')}
              onChange={(event) => setTyped(event.target.value)}
            />
          </span>
        </label>
        {dateEnds.map((end) => (
          <label key={end} className="flex flex-col gap-1" htmlFor={`${id}-${end}`}>
            <span className="text-sm font-medium">{t(`filters.${end}`)}</span>
            <input
              id={`${id}-${end}`}
              type="date"
              className="input w-40"
              value={view[end]}
              min={end === 'to' ? view.from || undefined : undefined}
              max={end === 'from' ? view.to || undefined : undefined}
              onChange={(event) =>
                onChange(end === 'from' ? { from: event.target.value } : { to: event.target.value })
              }
            />
          </label>
        ))}
        <a href={exportHref} download className="btn btn-outline">
          <FiDownload aria-hidden />
          {t('filters.export')}
        </a>
      </div>
    </div>
  );
}
