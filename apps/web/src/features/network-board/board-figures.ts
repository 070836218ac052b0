import type { NetworkBoard } from '@desh/shared';

export type BoardHub = NetworkBoard['hubs'][number];

/** The board's counted columns, in the order a parcel meets them. */
export const boardFigures = [
  'awaitingPickup',
  'atHub',
  'openBags',
  'bagsToDispatch',
  'tripsIncoming',
  'outForDelivery',
  'openExceptions',
  // Parcels bound for this hub and past the day promised at booking (not yet delivered).
  'pastPromise',
] as const;
export type BoardFigure = (typeof boardFigures)[number];

export type BoardTotals = Record<BoardFigure | 'stuck', number> & { oldestAtHubSince: string | null };

/** Every count at nought and no oldest parcel: a hub (or the network) with nothing in it. */
export function emptyTotals(): BoardTotals {
  const counts = Object.fromEntries([...boardFigures, 'stuck'].map((figure) => [figure, 0]));
  return { ...(counts as Record<BoardFigure | 'stuck', number>), oldestAtHubSince: null };
}

/** The whole network's row: every count summed, the oldest parcel of all hubs. */
export function boardTotals(hubs: BoardHub[]): BoardTotals {
  const totals = emptyTotals();
  for (const hub of hubs) {
    for (const figure of [...boardFigures, 'stuck'] as const) totals[figure] += hub[figure];
    const since = hub.oldestAtHubSince;
    if (since && (!totals.oldestAtHubSince || Date.parse(since) < Date.parse(totals.oldestAtHubSince)))
      totals.oldestAtHubSince = since;
  }
  return totals;
}

export type Age = { unit: 'minute' | 'hour' | 'day'; value: number };

const minute = 60_000;
const hour = 60 * minute;

/**
 * How long a parcel has waited, in the unit a person reads at a glance: minutes within the first
 * hour, hours up to two days (a parcel just past the 24-hour threshold reads "30 h", not "1 d"),
 * then whole days. Never below zero (a phone's clock may run ahead of the server's).
 */
export function ageSince(sinceIso: string, now: number): Age {
  const elapsed = Math.max(0, now - Date.parse(sinceIso));
  if (elapsed < hour) return { unit: 'minute', value: Math.floor(elapsed / minute) };
  if (elapsed < 48 * hour) return { unit: 'hour', value: Math.floor(elapsed / hour) };
  return { unit: 'day', value: Math.floor(elapsed / (24 * hour)) };
}

const holderKinds = ['merchant', 'rider', 'hub', 'bag', 'receiver'] as const;
export type HolderKind = (typeof holderKinds)[number];

/**
 * The API names a last holder either as `kind:id` ("hub:dhk-mir", "rider:…") or, for a parcel
 * missing from a bag, in a sentence of its own. The first is worded on the page; the second shown as is.
 */
export function readLastHolder(text: string): { kind: HolderKind; id: string | null } | null {
  const match = /^([a-z]+)(?::(.+))?$/.exec(text);
  const kind = holderKinds.find((one) => one === match?.[1]);
  return kind ? { kind, id: match?.[2] ?? null } : null;
}

/** A hub with nothing waiting, nothing on the road to it and nothing wrong: every figure is zero. */
export const isQuiet = (row: BoardHub): boolean =>
  row.stuck === 0 && row.oldestAtHubSince === null && boardFigures.every((figure) => row[figure] === 0);
