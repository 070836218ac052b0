import type { ReceiverPage as ReceiverPageData } from '@desh/shared';
import { useTranslation } from 'react-i18next';
import { FiCalendar, FiLock } from 'react-icons/fi';
import { Link } from 'react-router';
import { QueryFallback } from '../../../components/ui/load-error';
import { StatusBadge } from '../../../components/ui/status-badge';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { formatDay } from '../../../lib/format';
import { usePoisha } from '../../../lib/use-money';
import { useReceiverPage } from '../api/receiver-page';
import { CorrectionForm } from './correction-form';
import { DayChooser } from './day-chooser';
import { InstructionsForm } from './instructions-form';
import { PinButton } from './pin-button';
import { RiderAtDoor } from './rider-at-door';

function Days({ page }: { page: ReceiverPageData }) {
  const { t, i18n } = useTranslation('receivers');
  const preferred = page.notes?.preferredDate;
  if (!page.promisedDate && !preferred) return null;
  return (
    <dl className="grid gap-2 text-sm">
      {page.promisedDate && (
        <div className="flex items-center gap-2" data-testid="receiver-promised">
          <FiCalendar aria-hidden />
          <dt className="opacity-80">{t('page.promised')}</dt>
          <dd className="font-semibold">{formatDay(page.promisedDate, i18n.language)}</dd>
        </div>
      )}
      {preferred && (
        <div className="flex items-center gap-2" data-testid="receiver-preferred">
          <FiCalendar aria-hidden />
          <dt className="opacity-80">{t('page.preferred')}</dt>
          <dd className="font-semibold">{formatDay(preferred, i18n.language)}</dd>
        </div>
      )}
    </dl>
  );
}

/** Who sent the parcel and what to pay at the door (issue 63 item 10). */
function SenderAndPay({ page }: { page: ReceiverPageData }) {
  const { t } = useTranslation('receivers');
  const poisha = usePoisha();
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      <dt className="opacity-80">{t('page.from')}</dt>
      <dd className="font-semibold break-words" data-testid="receiver-sender">
        {page.sender}
      </dd>
      <dt className="opacity-80">{t('page.toPay')}</dt>
      <dd className="font-semibold" data-testid="receiver-to-pay">
        {page.toPayPoisha > 0 ? (
          <span className="text-lg">{poisha(page.toPayPoisha)}</span>
        ) : (
          t('page.nothingToPay')
        )}
      </dd>
    </dl>
  );
}

/** The receiver's own page behind their private link: one column, for a phone first. */
export function ReceiverPage({ token }: { token: string }) {
  const { t } = useTranslation('receivers');
  const query = useReceiverPage(token);
  if (query.error instanceof ApiError && query.error.status === 404) {
    // Replaced by a newer SMS, or the journey ended a while ago: nothing to retry.
    return (
      <p role="alert" className="alert alert-warning alert-soft" data-testid="receiver-link-gone">
        {errorText(query.error, ['receivers'])}
      </p>
    );
  }
  if (!query.data) {
    return <QueryFallback query={query} message={t('page.loadError')} retryLabel={t('page.retry')} />;
  }
  const page = query.data;
  return (
    <div className="space-y-5">
      <section className="card border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body gap-3 p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-mono text-sm font-semibold" data-testid="receiver-tracking-id">
              {page.trackingId}
            </p>
            <StatusBadge status={page.status} />
          </div>
          <SenderAndPay page={page} />
          <Days page={page} />
          <Link to={paths.track(page.trackingId)} className="link link-primary text-sm">
            {t('page.timeline')}
          </Link>
        </div>
      </section>
      {page.rider && <RiderAtDoor rider={page.rider} />}
      {page.editable ? (
        <>
          <DayChooser token={token} page={page} />
          <CorrectionForm token={token} page={page} />
          <InstructionsForm token={token} notes={page.notes} />
          <PinButton token={token} pin={page.notes?.pin ?? null} />
        </>
      ) : (
        <p className="flex items-center gap-2 rounded-box bg-base-200 p-4" role="status">
          <FiLock aria-hidden />
          {t('page.closed')}
        </p>
      )}
      <p className="text-sm opacity-80">
        {t('page.privacy')}{' '}
        <Link to={paths.receiverPrivacy} className="link">
          {t('record.about')}
        </Link>
      </p>
    </div>
  );
}
