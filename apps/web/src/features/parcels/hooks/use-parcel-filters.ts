import { type ParcelListTab, parcelListTabs, parcelTabStatuses } from '@desh/shared';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** My Parcels' view, kept in the address (?q=&tab=&from=&to=&page=) so back, reload and links keep it. */
export interface ParcelView {
  q: string;
  tab: ParcelListTab;
  from: string;
  to: string;
  page: number;
}

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null) => (value && dayPattern.test(value) ? value : '');

function readView(params: URLSearchParams): ParcelView {
  const page = Number(params.get('page'));
  const tab = params.get('tab');
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    tab: parcelListTabs.find((known) => known === tab) ?? 'all',
    from: day(params.get('from')),
    to: day(params.get('to')),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The API's filters for a view (empty ones left out, so the plain first page stays the plain URL). */
export function apiFilters(view: ParcelView): Record<string, string | undefined> {
  return {
    q: view.q.trim() || undefined,
    status: parcelTabStatuses[view.tab].join(',') || undefined,
    from: view.from || undefined,
    to: view.to || undefined,
  };
}

export function useParcelView() {
  const [params, setParams] = useSearchParams();
  const view = readView(params);
  /** Any change of filter starts again at page 1; typing replaces the history entry. */
  const change = useCallback(
    (changes: Partial<Omit<ParcelView, 'page'>>, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value && !(key === 'tab' && value === 'all')) next.set(key, value);
            else next.delete(key);
          }
          next.delete('page');
          return next;
        },
        { replace: options.replace ?? false },
      );
    },
    [setParams],
  );
  const filtered = Boolean(view.q.trim() || view.tab !== 'all' || view.from || view.to);
  const first = new URLSearchParams(params);
  first.delete('page');
  return { view, change, filtered, firstPageHref: `?${first}` };
}
