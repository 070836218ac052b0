import { parseTakaInput, riderToastMs } from '@desh/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/popups';
import { useTaka } from '../../../lib/use-money';
import type { RunItem } from '../api/get-delivery-run';
import { completeAction, useRunAction } from '../api/run-actions';
import { useDoorPlace } from '../hooks/door-place';
import { ActionError } from './action-error';
import { CashField } from './cash-field';
import { DoorProofFields, useDoorProof } from './door-proof-fields';

/**
 * Completing at the door: the receiver's code (or, when it cannot arrive, a photo of the handover and
 * the receiver's name) and, for cash on delivery, the cash taken, which must be the full amount. The
 * phone's place at that moment goes along when it has one quickly (`placeAtDoor`).
 */
export function CompleteDeliveryForm({ item, onDone }: { item: RunItem; onDone: () => void }) {
  const { t } = useTranslation('deliveries');
  const { t: tf } = useTranslation('field');
  const taka = useTaka();
  const { parcel } = item;
  const complete = useRunAction();
  const [cash, setCash] = useState('');
  const [problem, setProblem] = useState<unknown>(null);
  const proof = useDoorProof(item, setProblem, { photoMayWait: true });
  const door = useDoorPlace();
  const collect = parcel.amountToCollect > 0;
  const busy = complete.isPending || door.locating;
  const idBase = `complete-${parcel._id}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    let waiting = false;
    try {
      // One parser for typed taka (packages/shared): no float, Bangla digits too; not an amount goes as NaN and
      // the server answers with the field's message, as before.
      const cashCollected = collect ? (parseTakaInput(cash) ?? Number.NaN) : 0;
      if (proof.mode === 'photo' && !proof.photo) {
        setProblem(new Error('Take a photo of the handover first.'));
        return;
      }
      // Where the phone is now, at the handover, travels with the action (queued with it offline).
      const place = await door.locate();
      // The code is checked by the server when the action reaches it (offline, later): never here.
      const outcome = await complete.mutateAsync(
        completeAction(
          parcel,
          { ...proof.body(), cashCollected, ...(place ? { place } : {}) },
          proof.mode === 'photo' ? (proof.photo ?? undefined) : undefined,
        ),
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

  return (
    <form className="space-y-3 rounded-box bg-base-200 p-3" onSubmit={submit} data-testid="complete-form">
      {parcel.exchangeItem && (
        <p className="alert alert-info text-sm" data-testid="exchange-note">
          {t('exchange.collect', { item: parcel.exchangeItem })}
        </p>
      )}
      <DoorProofFields proof={proof} idBase={idBase} />
      {collect && (
        <CashField
          id={`${idBase}-cash`}
          label={t('cash.label', { amount: taka(parcel.amountToCollect) })}
          value={cash}
          onChange={setCash}
        />
      )}
      <ActionError error={problem} />
      <button
        type="submit"
        className="btn btn-success w-full"
        disabled={busy || (proof.mode === 'photo' && !proof.photoOpen)}
      >
        {busy && <span className="loading loading-spinner loading-sm" aria-hidden />}
        {t('complete.submit')}
      </button>
    </form>
  );
}
