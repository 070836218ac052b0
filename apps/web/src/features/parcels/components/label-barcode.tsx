import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Code 128 of the tracking ID, drawn by JsBarcode (loaded only when a label is shown). */
export function LabelBarcode({ value }: { value: string }) {
  const { t } = useTranslation('parcels');
  const svg = useRef<SVGSVGElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    import('jsbarcode')
      .then(({ default: JsBarcode }) => {
        if (!current || !svg.current) return;
        JsBarcode(svg.current, value, {
          format: 'CODE128',
          width: 2,
          height: 56,
          margin: 0,
          displayValue: true,
          font: 'monospace',
          fontSize: 16,
          textMargin: 4,
          background: '#ffffff',
          lineColor: '#000000',
        });
      })
      .catch((error: unknown) => {
        console.error('Drawing the barcode failed', error);
        if (current) setFailed(true);
      });
    return () => {
      current = false;
    };
  }, [value]);

  if (failed) return <p className="font-mono text-lg font-bold">{value}</p>;
  return (
    <svg
      ref={svg}
      className="block h-auto w-full"
      role="img"
      aria-label={t('label.barcode', { trackingId: value })}
      data-testid="label-barcode"
    />
  );
}
