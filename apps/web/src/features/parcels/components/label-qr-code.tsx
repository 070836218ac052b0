import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A QR code of the public tracking page, made by the qrcode package (loaded only for labels). */
export function LabelQrCode({ url }: { url: string }) {
  const { t } = useTranslation('parcels');
  const [dataUrl, setDataUrl] = useState<string | undefined>();

  useEffect(() => {
    let current = true;
    import('qrcode')
      .then((module) => {
        // A CommonJS package: bundlers expose its exports as named exports, on `default`, or both.
        const QRCode = (module as unknown as { default?: typeof module }).default ?? module;
        return QRCode.toDataURL(url, { margin: 0, width: 240, errorCorrectionLevel: 'M' });
      })
      .then((image) => {
        if (current) setDataUrl(image);
      })
      .catch((error: unknown) => console.error('Drawing the QR code failed', error));
    return () => {
      current = false;
    };
  }, [url]);

  return dataUrl ? (
    <img
      src={dataUrl}
      alt={t('label.qr', { url })}
      width={96}
      height={96}
      className="size-24 shrink-0"
      data-testid="label-qr"
    />
  ) : (
    <span className="block size-24 shrink-0 bg-neutral-100" aria-hidden />
  );
}
