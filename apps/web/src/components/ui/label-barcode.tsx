import { useEffect, useRef, useState } from 'react';

/**
 * Code 128 of a label's code (a parcel's tracking ID with its check code, a bag's code), drawn by
 * JsBarcode (loaded only when a label is shown). `label` is what a screen reader says for it; `text`
 * the line printed under the bars for people (the value itself unless given).
 */
export function LabelBarcode({ value, label, text }: { value: string; label: string; text?: string }) {
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
          ...(text ? { text } : {}),
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
  }, [value, text]);

  if (failed) return <p className="font-mono text-lg font-bold">{text ?? value}</p>;
  return (
    <svg
      ref={svg}
      className="block h-auto w-full"
      role="img"
      aria-label={label}
      data-testid="label-barcode"
    />
  );
}
