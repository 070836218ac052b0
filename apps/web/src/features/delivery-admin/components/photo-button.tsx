import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiImage } from 'react-icons/fi';
import { getHandoverPhotoUrl } from '../api/get-handover-photo';

/**
 * Opens a handover photo in a dialog; the image is fetched with the session: an admin's, or with
 * `asSender` the parcel's sender's (the shop's parcel page shows its proof of delivery).
 */
export function PhotoButton({
  photoId,
  trackingId,
  asSender = false,
}: {
  photoId: string;
  trackingId: string;
  asSender?: boolean;
}) {
  // Its words load with it where a page does not bring them (the shop's parcel page): drawn once they have.
  const { t, ready } = useTranslation('deliveries');
  const dialog = useRef<HTMLDialogElement>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);

  async function open() {
    setFailed(false);
    dialog.current?.showModal();
    if (url) return;
    try {
      setUrl(await getHandoverPhotoUrl(photoId, asSender));
    } catch {
      setFailed(true);
    }
  }

  if (!ready) return null;
  return (
    <>
      <button type="button" className="btn btn-sm btn-outline" onClick={() => void open()}>
        <FiImage aria-hidden />
        {t('admin.openPhoto')}
      </button>
      <dialog ref={dialog} className="modal" aria-label={t('admin.photoOf', { trackingId })}>
        <div className="modal-box max-w-2xl">
          <h3 className="mb-3 font-mono text-sm font-semibold">{t('admin.photoOf', { trackingId })}</h3>
          {failed ? (
            <p role="alert" className="text-error">
              {t('admin.photoError')}
            </p>
          ) : url ? (
            <img
              src={url}
              alt={t('admin.photoOf', { trackingId })}
              className="max-h-[65vh] w-full rounded-box object-contain"
            />
          ) : (
            <span className="loading loading-spinner" role="status" aria-label={t('admin.loading')} />
          )}
          <div className="modal-action">
            <form method="dialog">
              <button type="submit" className="btn">
                {t('admin.close')}
              </button>
            </form>
          </div>
        </div>
        <form method="dialog" className="modal-backdrop">
          <button type="submit" aria-label={t('admin.close')}>
            {t('admin.close')}
          </button>
        </form>
      </dialog>
    </>
  );
}
