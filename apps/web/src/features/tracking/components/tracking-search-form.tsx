import { useTranslation } from 'react-i18next';
import { FiSearch } from 'react-icons/fi';
import { FieldError } from '../../../components/ui/field-error';
import { useTrackingSearch } from '../../../lib/use-tracking-search';

export function TrackingSearchForm({ initialValue = '' }: { initialValue?: string }) {
  const { t } = useTranslation('tracking');
  const { error, onSubmit } = useTrackingSearch(initialValue);

  return (
    <search>
      {/* Before the app's scripts run, a GET with only the ID: the server sends it to /track/<ID>. */}
      <form method="get" action="/track" onSubmit={onSubmit} noValidate data-testid="track-search">
        <label htmlFor="tracking-id" className="label mb-1 font-medium text-base-content text-sm">
          {t('search.label')}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            id="tracking-id"
            name="trackingId"
            className="input input-lg w-full font-mono uppercase placeholder:normal-case"
            placeholder="DSH-1700000000000"
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            aria-invalid={Boolean(error)}
            aria-describedby={error ? 'tracking-id-error' : undefined}
            defaultValue={initialValue}
          />
          <button type="submit" className="btn btn-primary btn-lg">
            <FiSearch className="size-5" aria-hidden />
            {t('search.submit')}
          </button>
        </div>
        <FieldError id="tracking-id-error" message={error} ns="tracking" />
      </form>
    </search>
  );
}
