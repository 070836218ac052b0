/** What a scanner read: a parcel's tracking ID (also inside the QR label's tracking URL) or a bag's code. */
export type ScannedCode = { kind: 'parcel'; trackingId: string } | { kind: 'bag'; code: string };

export function readScannedCode(raw: string): ScannedCode | null {
  const text = raw.trim().toUpperCase();
  const parcel = /(?:^|[^A-Z0-9])(DSH-\d{13,})(?:$|[^0-9])/.exec(text) ?? /^(DSH-\d{13,})$/.exec(text);
  if (parcel?.[1]) return { kind: 'parcel', trackingId: parcel[1] };
  const bag = /^(BAG-[A-Z0-9]{4,20})$/.exec(text);
  if (bag?.[1]) return { kind: 'bag', code: bag[1] };
  return null;
}
