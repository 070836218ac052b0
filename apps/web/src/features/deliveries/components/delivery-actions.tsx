import { type ParcelTransition, riderToastMs } from '@desh/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';
import { confirmPopup, showPopup, showToast } from '../../../lib/popups';
import type { RunItem } from '../api/get-delivery-run';
import { moveAction, outForDeliveryAction, useRunAction } from '../api/run-actions';
import { riderNextSteps } from '../next-steps';
import { CompleteDeliveryForm } from './complete-delivery-form';
import { FailAttemptForm } from './fail-attempt-form';
import { PartialDeliveryForm } from './partial-delivery-form';
import { ReturnHandoverForm } from './return-handover-form';

type Panel = 'complete' | 'partialDelivery' | 'failAttempt' | 'returnHandover' | null;

/**
 * The rider's next steps for one parcel, from the shared transition table: a plain step or going out
 * is confirmed in a popup; completing, failing and handing a return back open a form in the card.
 */
export function DeliveryActions({ item }: { item: RunItem }) {
  const { t } = useTranslation('deliveries');
  const { t: tr } = useTranslation('riders');
  const { t: tf } = useTranslation('field');
  const { parcel } = item;
  const action = useRunAction();
  const [panel, setPanel] = useState<Panel>(null);
  const steps = riderNextSteps(parcel.status, item.leg);
  if (steps.length === 0) return null;

  async function run(step: ParcelTransition) {
    if (step.action in panels) {
      setPanel((open) => (open === step.action ? null : (step.action as Panel)));
      return;
    }
    const name = t(`action.${step.to}`);
    const confirmed = await confirmPopup({
      icon: 'question',
      title: tr('Are you sure?'),
      text: t('confirm.text', { trackingId: parcel.trackingId, step: name }),
      confirmText: tr('step.confirm.yes'),
      cancelText: tr('Cancel'),
    });
    if (!confirmed) return;
    let sent: boolean;
    try {
      const outcome = await action.mutateAsync(
        step.action === 'outForDelivery' ? outForDeliveryAction(parcel) : moveAction(parcel, step.to),
      );
      sent = outcome.sent;
    } catch (error) {
      await showPopup({
        icon: 'error',
        title: tr('Error!'),
        text: errorText(error, ['deliveries']),
      });
      return;
    }
    const done = !sent
      ? tf('queued', { trackingId: parcel.trackingId })
      : step.action === 'outForDelivery' && parcel.receiverPhone
        ? t('out.doneWithCode')
        : t('done', { step: name });
    await showToast('success', done, riderToastMs);
  }

  const tone = (step: ParcelTransition) =>
    step.action === 'failAttempt'
      ? 'btn-outline btn-error'
      : step.action === 'complete'
        ? 'btn-success'
        : step.action === 'partialDelivery'
          ? 'btn-outline btn-warning'
          : 'btn-primary';

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        {steps.map((step) => (
          <button
            key={`${step.to}-${step.action}`}
            type="button"
            className={`btn btn-sm max-sm:btn-md max-sm:flex-1 max-sm:px-2 max-sm:leading-tight ${tone(step)} ${panel === step.action ? 'btn-active' : ''}`}
            disabled={action.isPending}
            aria-expanded={step.action in panels ? panel === step.action : undefined}
            aria-label={t('action.label', { step: t(`action.${step.to}`), trackingId: parcel.trackingId })}
            onClick={() => void run(step)}
          >
            {t(`action.${step.to}`)}
          </button>
        ))}
      </div>
      {panel === 'complete' && <CompleteDeliveryForm item={item} onDone={() => setPanel(null)} />}
      {panel === 'partialDelivery' && <PartialDeliveryForm item={item} onDone={() => setPanel(null)} />}
      {panel === 'failAttempt' && <FailAttemptForm item={item} onDone={() => setPanel(null)} />}
      {panel === 'returnHandover' && <ReturnHandoverForm item={item} onDone={() => setPanel(null)} />}
    </div>
  );
}

const panels = { complete: true, partialDelivery: true, failAttempt: true, returnHandover: true };
