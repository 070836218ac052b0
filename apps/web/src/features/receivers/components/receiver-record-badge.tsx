import { type ReceiverRecordLabel, receiverLookupAllowance } from '@desh/shared';
import { useTranslation } from 'react-i18next';
import { FiShield } from 'react-icons/fi';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/error-text';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useNumberFormat } from '../../../lib/use-number-format';
import { useReceiverRecord } from '../api/receiver-record';

const tone: Record<ReceiverRecordLabel, string> = {
  new_receiver: 'badge-info',
  reliable: 'badge-success',
  risky: 'badge-error',
};

/**
 * A receiver phone's record at Desh Courier, for a merchant about to book cash on delivery: counts
 * across every merchant and a plain label, never anyone's orders, and how many lookups are left
 * today (each new number counts against the merchant's daily allowance). Shown by the booking form and
 * the bulk preview.
 */
export function ReceiverRecordBadge({ phone, enabled }: { phone: string; enabled: boolean }) {
  const { t } = useTranslation('receivers');
  const number = useNumberFormat();
  // One lookup per pause in typing: lookups are limited and logged.
  const settled = useDebouncedValue(phone, 500);
  const { record, closed } = useReceiverRecord(settled, enabled);
  if (enabled && closed) {
    // A new merchant: said once by the field, without a lookup that would only be refused.
    return (
      <p className="text-sm opacity-80" data-testid="receiver-record-closed">
        {t('RECEIVER_LOOKUP_NO_VOLUME', { ns: 'errors', days: receiverLookupAllowance.volumeDays })}
      </p>
    );
  }
  if (!enabled || (record.fetchStatus === 'idle' && !record.data && !record.isError)) return null;
  if (record.isPending) {
    return (
      <span role="status" className="loading loading-dots loading-xs" aria-label={t('record.loading')} />
    );
  }
  if (record.isError) {
    // Refused (no collected parcels yet, the day's allowance used): said by the field, in words.
    return (
      <p className="text-sm text-error" role="alert" data-testid="receiver-record-refused">
        {errorText(record.error, ['receivers'])}
      </p>
    );
  }
  const data = record.data;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="receiver-record">
      <FiShield aria-hidden className="opacity-70" />
      {data.hidden || !data.label ? (
        <span className="badge badge-ghost">{t('record.hidden')}</span>
      ) : (
        <>
          <span className={`badge badge-soft ${tone[data.label]}`} data-label={data.label}>
            {t(`record.label.${data.label}`)}
          </span>
          <span className="opacity-80">
            {t('record.counts', {
              delivered: number(data.delivered ?? 0),
              returned: number(data.returned ?? 0),
              refused: number(data.refused ?? 0),
            })}
          </span>
        </>
      )}
      <span className="text-xs opacity-80" data-testid="receiver-record-allowance">
        {t('record.left', { left: number(data.allowance.left), limit: number(data.allowance.limit) })}
      </span>
      <Link to={paths.receiverPrivacy} className="link text-xs opacity-80">
        {t('record.about')}
      </Link>
    </div>
  );
}
