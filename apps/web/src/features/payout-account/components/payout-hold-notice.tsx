import { useTranslation } from 'react-i18next';
import { FiClock } from 'react-icons/fi';
import { formatDhakaDateTime } from '../../../lib/format';
import { usePayoutAccount } from '../api/payout-account';

/** While a new or changed payout account waits out its hold: when payouts to it start, and why. */
export function PayoutHoldNotice({ heldUntil }: { heldUntil: string | null }) {
  const { t, i18n } = useTranslation('payout-account');
  if (!heldUntil) return null;
  return (
    <div role="status" className="alert alert-warning items-start text-sm" data-testid="payout-hold">
      <FiClock className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div>
        <p className="font-semibold">
          {t('hold.until', { date: formatDhakaDateTime(heldUntil, i18n.language) })}
        </p>
        <p>{t('hold.why')}</p>
      </div>
    </div>
  );
}

/** The payments page's word on the hold, read from the merchant's own payout account. */
export function PayoutHoldBanner() {
  const { data } = usePayoutAccount();
  return <PayoutHoldNotice heldUntil={data?.account?.heldUntil ?? null} />;
}
