import type { ReceiverCorrection, ReceiverPage } from '@desh/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HeadedSection } from '../../../components/ui/page-title';
import { useReceiverChange } from '../api/receiver-page';
import { ChangeOutcome } from './change-outcome';
import { sectionClass } from './section-class';

/**
 * After a failed attempt: the receiver writes the right address or phone, which the shop checks and
 * accepts on its parcel page before the next attempt (issue 63 item 6). The server checks the fields.
 */
export function CorrectionForm({ token, page }: { token: string; page: ReceiverPage }) {
  const { t } = useTranslation('receivers');
  const id = useId();
  const change = useReceiverChange(token);
  const [address, setAddress] = useState('');
  const [phone, setPhone] = useState('');
  if (!page.failedAttempt) return null;
  const body: ReceiverCorrection = {
    ...(address.trim() ? { deliveryAddress: address.trim() } : {}),
    ...(phone.trim() ? { receiverPhone: phone.trim() } : {}),
  };
  const pending = page.request;
  return (
    <HeadedSection title={t('correction.title')} id="receiver-correction" className={sectionClass}>
      <form
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          change.mutate({ kind: 'correction', body });
        }}
      >
        <p className="text-sm opacity-80">{t('correction.hint')}</p>
        {pending && (
          <p className="rounded-box bg-base-200 p-3 text-sm" data-testid="receiver-request">
            {t('correction.pending', {
              what: [pending.deliveryAddress, pending.receiverPhone].filter(Boolean).join(' · '),
            })}
          </p>
        )}
        <label className="flex flex-col gap-1" htmlFor={`${id}-address`}>
          <span className="text-sm font-medium">{t('correction.address')}</span>
          <textarea
            id={`${id}-address`}
            className="textarea w-full"
            maxLength={300}
            value={address}
            onChange={(event) => setAddress(event.target.value)}
          />
        </label>
        <label className="flex flex-col gap-1" htmlFor={`${id}-phone`}>
          <span className="text-sm font-medium">{t('correction.phone')}</span>
          <input
            id={`${id}-phone`}
            type="tel"
            inputMode="tel"
            className="input w-full"
            maxLength={20}
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
          />
        </label>
        <button
          type="submit"
          className="btn btn-primary w-full sm:w-auto"
          disabled={Object.keys(body).length === 0 || change.isPending}
        >
          {t('correction.send')}
        </button>
        <ChangeOutcome change={change} saved={t('correction.sent')} />
      </form>
    </HeadedSection>
  );
}
