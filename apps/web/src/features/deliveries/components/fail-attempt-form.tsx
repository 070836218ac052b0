import { type FailedAttemptReason, failedAttemptReasons, needsCallFirst, riderToastMs } from '@desh/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiPhone } from 'react-icons/fi';
import { FormField } from '../../../components/ui/form-field';
import { formatDhakaTime } from '../../../lib/format-clock';
import { showToast } from '../../../lib/popups';
import { useCodeStep } from '../api/code-missing';
import type { RunItem } from '../api/get-delivery-run';
import { failAttemptAction, useRunAction } from '../api/run-actions';
import { ActionError } from './action-error';
import { ReasonChoice, ReasonNote } from './reason-choice';

/**
 * A failed attempt: why (from the fixed list), the day for a reschedule, a note for "other". A call to
 * the receiver from here is logged before the phone dials (through the offline queue, ahead of the
 * failure); a "could not reach them" reason waits for that call when the parcel gives a phone.
 */
export function FailAttemptForm({ item, onDone }: { item: RunItem; onDone: () => void }) {
  const { t, i18n } = useTranslation('deliveries');
  const call = useCodeStep();
  const { t: tf } = useTranslation('field');
  const record = useRunAction();
  const [reason, setReason] = useState<FailedAttemptReason | ''>('');
  const [rescheduleDate, setRescheduleDate] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<unknown>(null);
  const idBase = `fail-${item.parcelId}`;
  const phone = item.parcel.receiverPhone;
  const calledAt = item.code?.receiverCalledAt ?? null;
  const callMissing = Boolean(phone) && reason !== '' && needsCallFirst(reason) && !calledAt;

  async function recordCall() {
    setProblem(null);
    try {
      await call.mutateAsync({ kind: 'call', parcel: item.parcel });
    } catch (error) {
      setProblem(error);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason || callMissing) return;
    setProblem(null);
    try {
      const outcome = await record.mutateAsync(
        failAttemptAction(item.parcel, {
          reason,
          ...(reason === 'reschedule' ? { rescheduleDate } : {}),
          ...(note.trim() ? { note: note.trim() } : {}),
        }),
      );
      onDone();
      const trackingId = item.parcel.trackingId;
      if (!outcome.sent) {
        await showToast('info', tf('queued', { trackingId }), riderToastMs);
        return;
      }
      const key = outcome.answer.status === 'returning' ? 'fail.doneReturning' : 'fail.done';
      await showToast('info', t(key, { trackingId }), riderToastMs);
    } catch (error) {
      setProblem(error);
    }
  }

  return (
    <form className="space-y-3 rounded-box bg-base-200 p-3" onSubmit={submit} data-testid="fail-form">
      <ReasonChoice
        legend={t('fail.reason')}
        name={`${idBase}-reason`}
        reasons={failedAttemptReasons}
        value={reason}
        label={(value) => t(`reason.${value}`)}
        onChange={setReason}
      />
      {phone && (
        <div className="space-y-1" data-testid="fail-call">
          {/* The link dials; the click logs the call first (kept on the phone when offline). */}
          <a
            href={`tel:${phone}`}
            className={`btn btn-sm w-full ${callMissing ? 'btn-primary' : 'btn-outline'}`}
            data-testid="fail-call-receiver"
            onClick={() => void recordCall()}
          >
            <FiPhone aria-hidden />
            {calledAt ? t('fail.callAgain') : t('fail.call', { phone })}
          </a>
          {calledAt ? (
            <p className="text-sm" data-testid="fail-called">
              {t('fail.called', { time: formatDhakaTime(calledAt, i18n.language) })}
            </p>
          ) : (
            callMissing && (
              <p className="text-sm text-error" role="alert" data-testid="fail-call-first">
                {t('fail.callFirst')}
              </p>
            )
          )}
        </div>
      )}
      {reason === 'reschedule' && (
        <FormField className="form-control w-full" id={`${idBase}-date`} label={t('fail.date')}>
          <input
            id={`${idBase}-date`}
            type="date"
            className="input input-bordered w-full"
            required
            value={rescheduleDate}
            onChange={(event) => setRescheduleDate(event.target.value)}
          />
        </FormField>
      )}
      <ReasonNote
        id={`${idBase}-note`}
        required={reason === 'other'}
        value={note}
        onChange={setNote}
        rows={2}
      />
      <ActionError error={problem} />
      <button
        type="submit"
        className="btn btn-error w-full"
        disabled={record.isPending || !reason || callMissing}
      >
        {t('fail.submit')}
      </button>
    </form>
  );
}
