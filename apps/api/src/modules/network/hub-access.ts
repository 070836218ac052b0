import { type HubKindName, type HubPosition, type HubRef, managesHub } from '@desh/shared';
import type { Db } from '../../db/client.ts';
import type { AuthSession } from '../../lib/auth.ts';
import { forbidden } from '../../lib/errors.ts';
import { roleOf } from '../../lib/role-of.ts';
import { findStaffPosition, listStaffHubs } from './network.repository.ts';
import { managersOnly, noSuchHub, notYourHub } from './network-errors.ts';
import { type LiveNetwork, liveNetwork } from './network-map.ts';

/** How the caller stands at a hub: an admin anywhere, hub staff only at the hubs they belong to. */
export type HubStanding = 'admin' | 'manager' | 'operator';

export interface HubActor {
  userId: string;
  standing: HubStanding;
  /** The role recorded on events: staff act as `hub`, admins as `admin`. */
  role: 'hub' | 'admin';
}

export async function actorAtHub(db: Db, caller: AuthSession, hubId: string): Promise<HubActor> {
  const network = await liveNetwork(db);
  if (isAdminAt(network, caller, hubId)) return adminActor(caller);
  return staffActor(caller, await findStaffPosition(db, caller.user.id, hubId));
}

/** The caller's standing at a hub, as `actorAtHub` decides it, with the live network it was read from. */
export async function atHub(
  db: Db,
  caller: AuthSession,
  hubId: string,
): Promise<{ actor: HubActor; network: LiveNetwork }> {
  const actor = await actorAtHub(db, caller, hubId);
  return { actor, network: await liveNetwork(db) };
}

/**
 * The same rule on a staff position already read with other things (a scan reads it in its first
 * statement): the same refusals, in the same order.
 */
export function actorFromPosition(
  network: LiveNetwork,
  caller: AuthSession,
  hubId: string,
  position: HubPosition | undefined,
): HubActor {
  return isAdminAt(network, caller, hubId) ? adminActor(caller) : staffActor(caller, position);
}

/** Refuses an unknown hub and callers who are neither admins nor hub staff; true for an admin. */
function isAdminAt(network: LiveNetwork, caller: AuthSession, hubId: string): boolean {
  if (!network.byId.has(hubId)) throw noSuchHub();
  const role = roleOf(caller);
  if (role === 'admin') return true;
  if (role !== 'hub') throw forbidden('Only hub staff and admins can do that.');
  return false;
}

const adminActor = (caller: AuthSession): HubActor => ({
  userId: caller.user.id,
  standing: 'admin',
  role: 'admin',
});

function staffActor(caller: AuthSession, position: HubPosition | undefined): HubActor {
  if (!position) throw notYourHub();
  return { userId: caller.user.id, standing: position, role: 'hub' };
}

export async function managerAtHub(db: Db, caller: AuthSession, hubId: string): Promise<HubActor> {
  const actor = await actorAtHub(db, caller, hubId);
  if (!managesHub(actor.standing)) throw managersOnly();
  return actor;
}

export type MyHub = HubRef & { kinds: HubKindName[]; position: HubStanding };

/** The hubs the caller works at (every active hub for an admin). */
export async function myHubs(db: Db, caller: AuthSession): Promise<MyHub[]> {
  const network = await liveNetwork(db);
  const role = roleOf(caller);
  const entries: { hubId: string; position: HubStanding }[] =
    role === 'admin'
      ? [...network.byId.values()]
          .filter((hub) => hub.active)
          .map((hub) => ({ hubId: hub.id, position: 'admin' }))
      : role === 'hub'
        ? await listStaffHubs(db, caller.user.id)
        : [];
  return entries
    .map(({ hubId, position }) => {
      const hub = network.byId.get(hubId);
      return hub
        ? {
            id: hub.id,
            code: hub.code,
            name: hub.name,
            nameBn: hub.nameBn,
            kinds: hub.kinds as HubKindName[],
            position,
          }
        : undefined;
    })
    .filter((hub): hub is MyHub => hub !== undefined)
    .sort((a, b) => a.code.localeCompare(b.code));
}
