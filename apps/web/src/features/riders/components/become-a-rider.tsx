import { useTranslation } from 'react-i18next';
import { QueryFallback } from '../../../components/ui/load-error';
import { useMyApplication } from '../api/get-my-application';
import { ApplicationStatus } from './application-status';
import { RiderForm } from './rider-form';

/** The form, or the state of the application already made (a rejected applicant may apply again). */
export function BecomeARider() {
  const { t } = useTranslation('riders');
  const application = useMyApplication();
  if (!application.isSuccess)
    return <QueryFallback query={application} message={t('load.error')} retryLabel={t('load.retry')} />;
  const rider = application.data;
  if (rider && rider.status !== 'rejected') return <ApplicationStatus rider={rider} />;
  return (
    <div className="space-y-6">
      {rider && <ApplicationStatus rider={rider} />}
      <p className="opacity-80">{t('form.intro')}</p>
      <RiderForm />
    </div>
  );
}
