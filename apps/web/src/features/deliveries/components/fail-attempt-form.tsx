import { type FailedAttemptReason, failedAttemptReasons, riderToastMs } from '@desh/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/ui/form-field';
import { showToast } from '../../../lib/popups';
import type { RunItem } from '../api/get-delivery-run';
import { failAttemptAction, useRunAction } from '../api/run-actions';
import { ActionError } from './action-error';
import { ReasonChoice, ReasonNote } from './reason-choice';

/** A failed attempt: why (from the fixed list), the day for a reschedule, a note for "other". */
export function FailAttemptForm({ item, onDone }: { item: RunItem; onDone: () => void }) {
  const { t } = useTranslation('deliveries');
  const { t: tf } = useTranslation('field');
  const record = useRunAction();
  const [reason, setReason] = useState<FailedAttemptReason | ''>('');
  const [rescheduleDate, setRescheduleDate] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<unknown>(null);
  const idBase = `fail-${item.parcelId}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason) return;
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
      <button type="submit" className="btn btn-error w-full" disabled={record.isPending || !reason}>
        {t('fail.submit')}
      </button>
    </form>
  );
}
