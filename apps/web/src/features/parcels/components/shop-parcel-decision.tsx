import type { ShopParcelPage } from '@desh/shared';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';
import { formatDhakaDeadline, formatDhakaTime } from '../../../lib/format-clock';
import { changeWithFeedback, confirmByKeys } from '../../../lib/mutation-flow';
import { useAcceptReceiverRequest, useReturnToSender } from '../api/shop-parcel';

/**
 * After a failed attempt (issue 63 item 6): the shop decides, another attempt (correct the receiver
 * in the form beside it) or the return; without an answer the default applies (docs/merchants).
 */
export function ShopParcelDecision({ page }: { page: ShopParcelPage }) {
  const { t, i18n } = useTranslation('parcels');
  const deadline = (iso: string) => formatDhakaDeadline(iso, i18n.language);
  const decision = page.decision;
  const sendBack = useReturnToSender(page.parcel._id);
  const accept = useAcceptReceiverRequest(page.parcel.trackingId);
  const request = page.receiverRequest;
  const last = page.attempts.at(-1);
  async function chooseReturn() {
    if (!(await confirmByKeys(t, 'decision.confirmReturn', { trackingId: page.parcel.trackingId }))) return;
    await changeWithFeedback(
      () => sendBack.mutateAsync(),
      t('decision.returnChosen'),
      t('decision.returnFailed'),
      (error) => errorText(error, ['parcels']),
    );
  }
  return (
    <section
      aria-labelledby="page-decision"
      className="space-y-2 rounded-box border-2 border-warning bg-warning/10 p-4"
      data-testid="page-decision"
    >
      <h2 id="page-decision" className="text-lg font-semibold">
        {t('decision.title')}
      </h2>
      {last && (
        <p className="text-sm">
          {t('page.attempt', {
            no: last.attemptNo,
            reason: t(`reason.${last.reason}`, { ns: 'tracking', defaultValue: last.reason }),
          })}
        </p>
      )}
      {request && (
        <div className="space-y-1 rounded-box bg-base-100 p-3" data-testid="receiver-request">
          <p className="font-semibold">{t('decision.request.title')}</p>
          {request.deliveryAddress && (
            <p className="text-sm break-words">
              {t('decision.request.address', { value: request.deliveryAddress })}
            </p>
          )}
          {request.receiverPhone && (
            <p className="text-sm">{t('decision.request.phone', { value: request.receiverPhone })}</p>
          )}
          <button
            type="button"
            className="btn btn-sm btn-primary"
            disabled={accept.isPending}
            onClick={() =>
              void changeWithFeedback(
                () => accept.mutateAsync(),
                t('decision.request.accepted'),
                t('decision.request.failed'),
                (error) => errorText(error, ['parcels']),
              )
            }
          >
            {t('decision.request.accept')}
          </button>
        </div>
      )}
      {decision && decision.choice === null && (
        <p className="text-base font-semibold" data-testid="decision-deadline">
          {t('decision.decideBy', { time: deadline(decision.decideBy) })}
        </p>
      )}
      {decision?.decidedAt && decision.decidedBy === 'default' && (
        <p className="text-sm font-semibold" data-testid="decision-applied">
          {t('decision.appliedByDefault', {
            deadline: deadline(decision.decideBy),
            time: formatDhakaTime(decision.decidedAt, i18n.language),
          })}
        </p>
      )}
      {decision?.decidedAt && decision.decidedBy === 'shop' && decision.choice && (
        <p className="text-sm font-semibold" data-testid="decision-chosen">
          {t(`decision.chosen.${decision.choice}`, { time: deadline(decision.decidedAt) })}
        </p>
      )}
      <p className="text-sm">{t('decision.choices')}</p>
      {decision?.choice === null && <p className="text-sm opacity-80">{t('decision.default')}</p>}
      <button
        type="button"
        className="btn btn-sm btn-warning"
        disabled={sendBack.isPending}
        onClick={() => void chooseReturn()}
      >
        {t('decision.return')}
      </button>
    </section>
  );
}
