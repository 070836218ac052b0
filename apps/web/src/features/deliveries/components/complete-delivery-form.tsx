import { parseTakaInput, riderToastMs } from '@desh/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/ui/form-field';
import { formatDhakaTime } from '../../../lib/format';
import { showToast } from '../../../lib/popups';
import { useTaka } from '../../../lib/use-money';
import type { RunItem } from '../api/get-delivery-run';
import { useResendDeliveryCode } from '../api/resend-code';
import { completeAction, useRunAction } from '../api/run-actions';
import { useTimeReached } from '../hooks/use-time-reached';
import { ActionError } from './action-error';
import { PhotoInput } from './photo-input';

/**
 * Completing at the door: the receiver's code (or, when it cannot arrive, a photo of the handover and
 * the receiver's name) and, for cash on delivery, the cash taken, which must be the full amount.
 */
export function CompleteDeliveryForm({ item, onDone }: { item: RunItem; onDone: () => void }) {
  const { t, i18n } = useTranslation('deliveries');
  const { t: tf } = useTranslation('field');
  const taka = useTaka();
  const { parcel, code: codeState } = item;
  const complete = useRunAction();
  const resend = useResendDeliveryCode();
  const canUseCode = Boolean(codeState?.hasPhone && !codeState.locked && !codeState.expired);
  // Only the proof the server accepts now is offered: a photo waits while the code just sent may arrive.
  const photoTimeCame = useTimeReached(codeState?.photoAllowedAt);
  const canUsePhoto =
    !codeState || codeState.photoAllowed || (codeState.photoAllowedAt !== null && photoTimeCame);
  const [chosen, setMode] = useState<'code' | 'photo'>(canUseCode ? 'code' : 'photo');
  const mode = !canUsePhoto ? 'code' : !canUseCode ? 'photo' : chosen;
  const [code, setCode] = useState('');
  const [cash, setCash] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [receiverName, setReceiverName] = useState('');
  const [problem, setProblem] = useState<unknown>(null);
  const collect = parcel.amountToCollect > 0;
  const busy = complete.isPending;
  const idBase = `complete-${parcel._id}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    let waiting = false;
    try {
      // One parser for typed taka (packages/shared): no float, Bangla digits too; not an amount goes as NaN and
      // the server answers with the field's message, as before.
      const cashCollected = collect ? (parseTakaInput(cash) ?? Number.NaN) : 0;
      if (mode === 'photo' && !photo) {
        setProblem(new Error('Take a photo of the handover first.'));
        return;
      }
      // The code is checked by the server when the action reaches it (offline, later): never here.
      const outcome = await complete.mutateAsync(
        mode === 'code'
          ? completeAction(parcel, { code: code.trim(), cashCollected })
          : completeAction(parcel, { receiverName, cashCollected }, photo ?? undefined),
      );
      if (!outcome.sent) {
        onDone();
        await showToast('info', tf('queued', { trackingId: parcel.trackingId }), riderToastMs);
        return;
      }
      waiting = outcome.answer.status === 'delivered_approval_pending';
    } catch (error) {
      setProblem(error);
      return;
    }
    onDone();
    const message = waiting ? 'complete.doneWaiting' : 'complete.done';
    await showToast(
      waiting ? 'info' : 'success',
      t(message, { trackingId: parcel.trackingId }),
      riderToastMs,
    );
  }

  async function sendAgain() {
    setProblem(null);
    try {
      await resend.mutateAsync(parcel._id);
      await showToast('success', t('code.resent'), riderToastMs);
    } catch (error) {
      setProblem(error);
    }
  }

  return (
    <form className="space-y-3 rounded-box bg-base-200 p-3" onSubmit={submit} data-testid="complete-form">
      {canUseCode && canUsePhoto && (
        <div role="tablist" className="tabs tabs-box tabs-sm">
          <button
            type="button"
            role="tab"
            aria-selected={mode === 'code'}
            className={`tab ${mode === 'code' ? 'tab-active' : ''}`}
            onClick={() => setMode('code')}
          >
            {t('complete.withCode')}
          </button>
          <button
            type="button"
            role="tab"
            aria-selected={mode === 'photo'}
            className={`tab ${mode === 'photo' ? 'tab-active' : ''}`}
            onClick={() => setMode('photo')}
          >
            {t('complete.withPhoto')}
          </button>
        </div>
      )}
      {mode === 'code' ? (
        <div className="space-y-2">
          <FormField className="form-control w-full" id={`${idBase}-code`} label={t('code.label')}>
            <input
              id={`${idBase}-code`}
              className="input input-bordered w-full font-mono text-xl tracking-[0.4em]"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="\d{6}"
              maxLength={6}
              required
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
            />
          </FormField>
          <p className="text-xs opacity-80">
            {codeState?.smsStatus === 'sent' ? t('code.hint.sent') : t('code.hint.queued')}
          </p>
          {!canUsePhoto && codeState?.photoAllowedAt && (
            <p className="text-sm" data-testid="photo-from">
              {t('photo.from', { time: formatDhakaTime(codeState.photoAllowedAt, i18n.language) })}
            </p>
          )}
          {codeState && codeState.resendsLeft > 0 && (
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              disabled={resend.isPending}
              onClick={sendAgain}
            >
              {t('code.resend', { count: codeState.resendsLeft })}
            </button>
          )}
        </div>
      ) : (
        <div className="space-y-2">
          {codeState?.photoNeedsApproval && (
            <p className="text-sm text-warning" data-testid="approval-warning">
              {t('complete.approvalWarning')}
            </p>
          )}
          <PhotoInput id={`${idBase}-photo`} onChange={setPhoto} />
          <FormField className="form-control w-full" id={`${idBase}-name`} label={t('photo.receiverName')}>
            <input
              id={`${idBase}-name`}
              className="input input-bordered w-full"
              autoComplete="off"
              required
              maxLength={100}
              value={receiverName}
              onChange={(event) => setReceiverName(event.target.value)}
            />
          </FormField>
        </div>
      )}
      {collect && (
        <FormField
          className="form-control w-full"
          id={`${idBase}-cash`}
          label={t('cash.label', { amount: taka(parcel.amountToCollect) })}
        >
          <input
            id={`${idBase}-cash`}
            className="input input-bordered w-full"
            inputMode="decimal"
            required
            value={cash}
            onChange={(event) => setCash(event.target.value)}
          />
        </FormField>
      )}
      <ActionError error={problem} />
      <button type="submit" className="btn btn-success w-full" disabled={busy}>
        {busy && <span className="loading loading-spinner loading-sm" aria-hidden />}
        {t('complete.submit')}
      </button>
    </form>
  );
}
