import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useMyApplication } from '../api/get-my-application';
import { ApplicationStatus } from './application-status';
import { RiderForm } from './rider-form';

/** The form, or the state of the application already made (a rejected applicant may apply again). */
export function BecomeARider() {
  const { t } = useTranslation('riders');
  const application = useMyApplication();
  if (application.isPending) return <Spinner />;
  if (application.isError) {
    return (
      <LoadError
        message={t('load.error')}
        retryLabel={t('load.retry')}
        onRetry={() => void application.refetch()}
      />
    );
  }
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
