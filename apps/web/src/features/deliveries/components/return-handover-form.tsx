import { riderToastMs } from '@desh/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/popups';
import { useConfirmReturned } from '../api/confirm-returned';
import type { RunItem } from '../api/get-delivery-run';
import { useUploadHandoverPhoto } from '../api/upload-handover-photo';
import { ActionError } from './action-error';
import { PhotoInput } from './photo-input';

/** The rider hands a returned parcel back to its sender, with a photo of the handover. */
export function ReturnHandoverForm({ item, onDone }: { item: RunItem; onDone: () => void }) {
  const { t } = useTranslation('deliveries');
  const upload = useUploadHandoverPhoto();
  const confirm = useConfirmReturned();
  const [photo, setPhoto] = useState<File | null>(null);
  const [problem, setProblem] = useState<unknown>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    if (!photo) {
      setProblem(new Error('Take a photo of the handover first.'));
      return;
    }
    try {
      const { photoId } = await upload.mutateAsync({ parcelId: item.parcelId, file: photo });
      await confirm.mutateAsync({ parcelId: item.parcelId, photoId });
    } catch (error) {
      setProblem(error);
      return;
    }
    onDone();
    await showToast('success', t('return.done', { trackingId: item.parcel.trackingId }), riderToastMs);
  }

  return (
    <form className="space-y-3 rounded-box bg-base-200 p-3" onSubmit={submit}>
      <p className="text-sm">{t('return.hint')}</p>
      <PhotoInput id={`return-${item.parcelId}-photo`} onChange={setPhoto} />
      <ActionError error={problem} />
      <button
        type="submit"
        className="btn btn-primary w-full"
        disabled={upload.isPending || confirm.isPending}
      >
        {t('return.submit')}
      </button>
    </form>
  );
}
