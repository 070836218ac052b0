import { useMemo, useState } from 'react';
import type { RunItem } from '../api/get-delivery-run';
import {
  applyKeptOrder,
  keptOrderKey,
  moveStop,
  readKeptOrder,
  suggestedOrder,
  writeKeptOrder,
} from './stop-order';

/** The deliveries in the order the rider works them today, and a way to move one. */
export function useStopOrder(riderId: string | null, items: readonly RunItem[]) {
  const key = riderId ? keptOrderKey(riderId) : null;
  // The run page is not prerendered: the kept order may be read on the first render.
  const [kept, setKept] = useState<{ key: string | null; ids: string[] | null }>(() => ({
    key,
    ids: key ? readKeptOrder(key) : null,
  }));
  const ids = kept.key === key ? kept.ids : key ? readKeptOrder(key) : null;
  const ordered = useMemo(() => applyKeptOrder(suggestedOrder(items), ids), [items, ids]);
  const move = (parcelId: string, by: -1 | 1) => {
    const next = moveStop(
      ordered.map((item) => item.parcelId),
      parcelId,
      by,
    );
    if (key) writeKeptOrder(key, next);
    setKept({ key, ids: next });
  };
  return { ordered, move };
}
