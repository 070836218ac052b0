import { useTranslation } from 'react-i18next';
import { FieldError } from '../../../components/ui/field-error';
import { fieldLabelClass, RowField } from '../../../components/ui/form-field';
import { TrackingIdInput, TrackingSearchButton } from '../../../components/ui/tracking-id-input';
import { useTrackingSearch } from '../../../lib/use-tracking-search';

/** The FAQ promises that a tracking ID can be entered on the website: this is where. */
export function TrackBox() {
  const { t } = useTranslation('home');
  const { error, onSubmit } = useTrackingSearch();

  return (
    <section
      aria-labelledby="track-title"
      className="mx-auto w-full max-w-7xl scroll-mt-20 px-4"
      data-testid="track-box"
    >
      <div className="card -mt-2 border border-base-300 bg-base-100 shadow-lg relative z-20 sm:-mt-4 lg:mx-16 lg:-mt-8">
        <div className="card-body gap-3 p-5 sm:p-6 lg:flex-row lg:items-center lg:gap-8">
          <div className="lg:w-2/5">
            <h2 id="track-title" className="font-bold text-xl sm:text-2xl">
              {t('track.title')}
            </h2>
            <p className="mt-1 text-base-content/80 text-sm">{t('track.text')}</p>
          </div>
          {/* Before the app's scripts run, a GET with only the ID: the server sends it to /track/<ID>. */}
          <form method="get" action="/track" onSubmit={onSubmit} noValidate className="flex-1">
            <RowField
              id="track-id"
              label={t('track.label')}
              labelClassName={fieldLabelClass}
              className="flex flex-col gap-2 sm:flex-row sm:items-start"
            >
              <div className="flex-1">
                <TrackingIdInput id="track-id" error={error} />
                <FieldError id="track-id-error" message={error} ns="home" />
              </div>
              <TrackingSearchButton>{t('track.submit')}</TrackingSearchButton>
            </RowField>
          </form>
        </div>
      </div>
    </section>
  );
}
