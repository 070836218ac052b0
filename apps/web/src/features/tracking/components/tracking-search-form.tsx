import { useTranslation } from 'react-i18next';
import { FieldError } from '../../../components/ui/field-error';
import { fieldLabelClass, RowField } from '../../../components/ui/form-field';
import { TrackingIdInput, TrackingSearchButton } from '../../../components/ui/tracking-id-input';
import { useTrackingSearch } from '../../../lib/use-tracking-search';

export function TrackingSearchForm({ initialValue = '' }: { initialValue?: string }) {
  const { t } = useTranslation('tracking');
  const { error, onSubmit } = useTrackingSearch(initialValue);

  return (
    <search>
      {/* Before the app's scripts run, a GET with only the ID: the server sends it to /track/<ID>. */}
      <form method="get" action="/track" onSubmit={onSubmit} noValidate data-testid="track-search">
        <RowField
          id="tracking-id"
          label={t('search.label')}
          labelClassName={fieldLabelClass}
          className="flex flex-col gap-2 sm:flex-row"
        >
          <TrackingIdInput id="tracking-id" error={error} enterKeyHint="search" defaultValue={initialValue} />
          <TrackingSearchButton>{t('search.submit')}</TrackingSearchButton>
        </RowField>
        <FieldError id="tracking-id-error" message={error} ns="tracking" />
      </form>
    </search>
  );
}
