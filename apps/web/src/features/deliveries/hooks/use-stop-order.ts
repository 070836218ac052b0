import { useMemo, useState } from 'react';
import type { RunItem } from '../api/get-delivery-run';
import {
  applyKeptOrder,
  keptOrderKey,
  moveStop,
  placeStop,
  readKeptOrder,
  suggestedOrder,
  writeKeptOrder,
} from './stop-order';

/** The deliveries in the order the rider works them today, and ways to move one (a step, or dragged to a place). */
export function useStopOrder(riderId: string | null, items: readonly RunItem[]) {
  const key = riderId ? keptOrderKey(riderId) : null;
  // The run page is not prerendered: the kept order may be read on the first render.
  const [kept, setKept] = useState<{ key: string | null; ids: string[] | null }>(() => ({
    key,
    ids: key ? readKeptOrder(key) : null,
  }));
  const ids = kept.key === key ? kept.ids : key ? readKeptOrder(key) : null;
  const ordered = useMemo(() => applyKeptOrder(suggestedOrder(items), ids), [items, ids]);
  const keep = (next: string[]) => {
    if (key) writeKeptOrder(key, next);
    setKept({ key, ids: next });
  };
  const currentIds = () => ordered.map((item) => item.parcelId);
  const move = (parcelId: string, by: -1 | 1) => keep(moveStop(currentIds(), parcelId, by));
  const place = (parcelId: string, to: number) => keep(placeStop(currentIds(), parcelId, to));
  return { ordered, move, place };
}
