import {
  type PartialDeliveryReason,
  parseTakaInput,
  partialDeliveryReasons,
  riderToastMs,
} from '@desh/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/ui/form-field';
import { showToast } from '../../../lib/popups';
import { useTaka } from '../../../lib/use-money';
import type { RunItem } from '../api/get-delivery-run';
import { partialDeliveryAction, useRunAction } from '../api/run-actions';
import { useDoorPlace } from '../hooks/door-place';
import { ActionError } from './action-error';
import { CashField } from './cash-field';
import { DoorProofFields, useDoorProof } from './door-proof-fields';
import { ReasonChoice, ReasonNote } from './reason-choice';

const digitsOf = (text: string) =>
  text.replace(/[০-৯]/g, (digit) => String('০১২৩৪৫৬৭৮৯'.indexOf(digit))).replace(/\D/g, '');

/**
 * The receiver keeps part of the order: what they kept (described, counted or both), the cash they
 * actually paid (less than the amount to collect), why, and the same proof as a completion. The rest
 * goes back to the sender as a return parcel of its own, which then shows in the run.
 */
export function PartialDeliveryForm({ item, onDone }: { item: RunItem; onDone: () => void }) {
  const { t } = useTranslation('deliveries');
  const { t: tf } = useTranslation('field');
  const taka = useTaka();
  const { parcel } = item;
  const record = useRunAction();
  const [itemsKept, setItemsKept] = useState('');
  const [count, setCount] = useState('');
  const [cash, setCash] = useState('');
  const [reason, setReason] = useState<PartialDeliveryReason | ''>('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<unknown>(null);
  const proof = useDoorProof(item, setProblem, { photoMayWait: false });
  const door = useDoorPlace();
  const collect = parcel.amountToCollect > 0;
  const busy = record.isPending || door.locating;
  const idBase = `partial-${parcel._id}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason) return;
    setProblem(null);
    if (proof.mode === 'photo' && !proof.photo) {
      setProblem(new Error('Take a photo of the handover first.'));
      return;
    }
    const keptCount = digitsOf(count);
    try {
      // As at a completion: the phone's place at the handover, if it has one quickly.
      const place = await door.locate();
      const outcome = await record.mutateAsync(
        partialDeliveryAction(
          parcel,
          {
            ...proof.body(),
            cashCollected: collect ? (parseTakaInput(cash) ?? Number.NaN) : 0,
            ...(itemsKept.trim() ? { itemsKept: itemsKept.trim() } : {}),
            ...(keptCount ? { itemsKeptCount: Number(keptCount) } : {}),
            reason,
            ...(note.trim() ? { note: note.trim() } : {}),
            ...(place ? { place } : {}),
          },
          proof.mode === 'photo' ? (proof.photo ?? undefined) : undefined,
        ),
      );
      onDone();
      const trackingId = parcel.trackingId;
      await showToast(
        outcome.sent ? 'success' : 'info',
        outcome.sent ? t('partial.done', { trackingId }) : tf('queued', { trackingId }),
        riderToastMs,
      );
    } catch (error) {
      setProblem(error);
    }
  }

  return (
    <form className="space-y-3 rounded-box bg-base-200 p-3" onSubmit={submit} data-testid="partial-form">
      <p className="text-sm">{t('partial.intro')}</p>
      <FormField className="form-control w-full" id={`${idBase}-kept`} label={t('partial.itemsKept')}>
        <input
          id={`${idBase}-kept`}
          className="input input-bordered w-full"
          autoComplete="off"
          maxLength={300}
          value={itemsKept}
          onChange={(event) => setItemsKept(event.target.value)}
        />
      </FormField>
      <FormField className="form-control w-full" id={`${idBase}-count`} label={t('partial.itemsKeptCount')}>
        <input
          id={`${idBase}-count`}
          className="input input-bordered w-full"
          inputMode="numeric"
          autoComplete="off"
          value={count}
          onChange={(event) => setCount(event.target.value)}
        />
      </FormField>
      {collect && (
        <CashField
          id={`${idBase}-cash`}
          label={t('partial.cash', { amount: taka(parcel.amountToCollect) })}
          value={cash}
          onChange={setCash}
        />
      )}
      <ReasonChoice
        legend={t('partial.reason')}
        name={`${idBase}-reason`}
        reasons={partialDeliveryReasons}
        value={reason}
        label={(value) => t(`partialReason.${value}`)}
        onChange={setReason}
      />
      <ReasonNote id={`${idBase}-note`} required={reason === 'other'} value={note} onChange={setNote} />
      <DoorProofFields proof={proof} idBase={idBase} />
      <ActionError error={problem} />
      <button
        type="submit"
        className="btn btn-warning w-full"
        disabled={busy || (proof.mode === 'photo' && !proof.photoOpen)}
      >
        {busy && <span className="loading loading-spinner loading-sm" aria-hidden />}
        {t('partial.submit')}
      </button>
    </form>
  );
}
