import { trackingIdParamSchema } from '@desh/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiSearch } from 'react-icons/fi';
import { useNavigate } from 'react-router';
import { FieldError } from '../../../components/ui/field-error';
import { paths } from '../../../config/paths';

const requiredMessage = 'Please enter your tracking ID.';

/** The message for a tracking ID that does not match `trackingIdPattern`, or none. */
export function trackingIdProblem(value: string): string | undefined {
  if (!value) return requiredMessage;
  const parsed = trackingIdParamSchema.safeParse({ trackingId: value });
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

export function TrackingSearchForm({ initialValue = '' }: { initialValue?: string }) {
  const { t } = useTranslation('tracking');
  const navigate = useNavigate();
  const [error, setError] = useState<string | undefined>(() =>
    initialValue ? trackingIdProblem(initialValue.trim().toUpperCase()) : undefined,
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Read from the field itself: it is uncontrolled, so text typed before the app's scripts ran is kept.
    const trackingId = String(new FormData(event.currentTarget).get('trackingId') ?? '')
      .trim()
      .toUpperCase();
    const problem = trackingIdProblem(trackingId);
    setError(problem);
    if (!problem) navigate(paths.track(trackingId));
  };

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
