import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getHandoverPhotoUrl } from '../api/get-handover-photo';

/** The handover photo shown in place, beside the decision it is evidence for (fetched with the admin's session). */
export function HandoverPhoto({ photoId, trackingId }: { photoId: string; trackingId: string }) {
  const { t } = useTranslation('deliveries');
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    let made: string | null = null;
    getHandoverPhotoUrl(photoId).then(
      (objectUrl) => {
        made = objectUrl;
        if (cancelled) URL.revokeObjectURL(objectUrl);
        else setUrl(objectUrl);
      },
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
      if (made) URL.revokeObjectURL(made);
    };
  }, [photoId]);
  const box = 'flex h-40 w-full items-center justify-center rounded-box bg-base-200 sm:h-32 sm:w-32';
  if (failed) return <p className={`${box} p-2 text-center text-sm text-error`}>{t('admin.photoError')}</p>;
  if (!url)
    return (
      <div className={box}>
        <span className="loading loading-spinner" role="status" aria-label={t('admin.loading')} />
      </div>
    );
  return (
    <img
      src={url}
      alt={t('admin.photoOf', { trackingId })}
      className="h-40 w-full rounded-box object-cover sm:h-32 sm:w-32"
      data-testid="approval-photo"
    />
  );
}
