import { riderToastMs } from '@desh/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/popups';
import type { RunItem } from '../api/get-delivery-run';
import { returnedAction, useRunAction } from '../api/run-actions';
import { ActionError } from './action-error';
import { PhotoInput } from './photo-input';

/** The rider hands a returned parcel back to its sender, with a photo of the handover. */
export function ReturnHandoverForm({ item, onDone }: { item: RunItem; onDone: () => void }) {
  const { t } = useTranslation('deliveries');
  const { t: tf } = useTranslation('field');
  const confirm = useRunAction();
  const [photo, setPhoto] = useState<File | null>(null);
  const [problem, setProblem] = useState<unknown>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    if (!photo) {
      setProblem(new Error('Take a photo of the handover first.'));
      return;
    }
    let sent: boolean;
    try {
      sent = (await confirm.mutateAsync(returnedAction(item.parcel, photo))).sent;
    } catch (error) {
      setProblem(error);
      return;
    }
    onDone();
    const trackingId = item.parcel.trackingId;
    if (!sent) await showToast('info', tf('queued', { trackingId }), riderToastMs);
    else await showToast('success', t('return.done', { trackingId }), riderToastMs);
  }

  return (
    <form className="space-y-3 rounded-box bg-base-200 p-3" onSubmit={submit}>
      <p className="text-sm">{t('return.hint')}</p>
      <PhotoInput id={`return-${item.parcelId}-photo`} onChange={setPhoto} />
      <ActionError error={problem} />
      <button type="submit" className="btn btn-primary w-full" disabled={confirm.isPending}>
        {t('return.submit')}
      </button>
    </form>
  );
}
