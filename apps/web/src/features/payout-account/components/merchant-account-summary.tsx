import { type MerchantPayoutAccount, type PayoutMethod, payoutAccountFreshHours } from '@desh/shared';
import { useTranslation } from 'react-i18next';
import { FiAlertTriangle } from 'react-icons/fi';
import { formatDhakaDateTime, localDigits } from '../../../lib/format';
import { useNumberFormat } from '../../../lib/use-number-format';

/** A change this recent is the moment a hijacked account would be paid out: the admin calls first. */
export const isFreshAccount = (account: MerchantPayoutAccount, now = Date.now()) =>
  now - Date.parse(account.changedAt) < payoutAccountFreshHours * 3_600_000;

function FreshWarning() {
  const { t } = useTranslation('payout-account');
  const number = useNumberFormat();
  return (
    <p
      className="flex items-start gap-2 rounded-box border border-warning bg-base-100 p-2 text-sm text-base-content"
      role="note"
    >
      <FiAlertTriangle className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
      {t('admin.fresh', { hours: number(payoutAccountFreshHours) })}
    </p>
  );
}

/** The account's hold (docs/decisions/038): the server refuses a payout to it until then. */
function HeldWarning({ heldUntil }: { heldUntil: string }) {
  const { t, i18n } = useTranslation('payout-account');
  return (
    <p
      className="flex items-start gap-2 rounded-box border border-error bg-base-100 p-2 text-sm text-base-content"
      role="note"
      data-testid="payout-held"
    >
      <FiAlertTriangle className="mt-0.5 size-4 shrink-0 text-error" aria-hidden />
      {t('admin.held', { date: formatDhakaDateTime(heldUntil, i18n.language) })}
    </p>
  );
}

/** The merchant's saved account on the admin's payouts page, with when it last changed. */
export function MerchantAccountSummary({ account }: { account: MerchantPayoutAccount | undefined }) {
  const { t, i18n } = useTranslation('payout-account');
  if (!account) return <p className="text-sm opacity-80">{t('admin.none')}</p>;
  return (
    <div className="space-y-1 text-sm" data-testid="merchant-payout-account">
      <p>
        <span className="opacity-80">{t('admin.account')}: </span>
        <span className="font-medium">{t(`method.${account.method}`)}</span>{' '}
        <span className="break-words">
          {localDigits(
            account.method === 'bank' ? account.destination : (account.walletNumber ?? ''),
            i18n.language,
          )}
        </span>
      </p>
      <p className="text-xs opacity-80">
        {t('admin.changedAt', { date: formatDhakaDateTime(account.changedAt, i18n.language) })}
      </p>
      {account.heldUntil ? (
        <HeldWarning heldUntil={account.heldUntil} />
      ) : (
        isFreshAccount(account) && <FreshWarning />
      )}
    </div>
  );
}

/** Under the payout form's method: where this payout will go, or that the admin must say so. */
export function PayoutDestinationNote({
  account,
  method,
}: {
  account: MerchantPayoutAccount | undefined;
  method: PayoutMethod;
}) {
  const { t, i18n } = useTranslation('payout-account');
  if (method === 'cash') return null;
  if (!account || account.method !== method) {
    return <p className="text-sm text-base-content sm:col-span-2">{t('admin.noDestination')}</p>;
  }
  return (
    <div className="space-y-2 sm:col-span-2" data-testid="payout-pays-to">
      <p className="text-sm font-medium break-words">
        {t('admin.paysTo', { destination: localDigits(account.destination, i18n.language) })}
      </p>
      {account.heldUntil ? (
        <HeldWarning heldUntil={account.heldUntil} />
      ) : (
        isFreshAccount(account) && <FreshWarning />
      )}
    </div>
  );
}
