import { finalParcelStatuses, readScannedCode, type ScanRequest, type ScanResult } from '@desh/shared';
import type { Db } from '../../db/client.ts';
import { transaction } from '../../db/transactions.ts';
import { believableActionTime } from '../../lib/action-time.ts';
import type { AuthSession } from '../../lib/auth.ts';
import type { LabelCodes } from '../../lib/label-code.ts';
import type { ReceiveProof } from '../parcels/custody-gate.ts';
import { receiveBag } from './bag-arrival.ts';
import { bagParcel } from './bag-scan.ts';
import { handOut } from './handout-scan.ts';
import { actorFromPosition } from './hub-access.ts';
import { countParcelsInBags, findBag, findScanByKey, type ScanRow } from './network.repository.ts';
import { bagNotParcel, parcelFinished, parcelNotBag, scanIdTaken, unknownLabel } from './network-errors.ts';
import { type LiveNetwork, liveNetwork } from './network-map.ts';
import { toBagView } from './network-views.ts';
import { receiveParcel } from './receive-scan.ts';
import { asFound, parcelAnswer } from './scan-answers.ts';
import { AlreadyScanned, type ScanContext, type ScanFacts } from './scan-context.ts';
import { isScanKeyTaken } from './scan-writes.repository.ts';
import { lockParcelAtScan, readParcelAtScan, readScanStart } from './scans.repository.ts';

/**
 * One scan at a hub. Idempotent twice over: the same scan key replays the first answer, and a
 * handover that already happened (another operator scanned the parcel a moment ago) records nothing
 * new. The parcel's row and its custody row (a bag's row) are locked for the scan's one transaction,
 * so concurrent scans queue; each asks the custody gate before it writes.
 */
export async function scanAtHub(
  db: Db,
  caller: AuthSession,
  hubId: string,
  input: ScanRequest,
  labels: LabelCodes,
): Promise<ScanResult> {
  const code = readScannedCode(input.code);
  // The label's check code proves the parcel is in hand; none (typed, or an old queued scan) is a claim.
  const proof: ReceiveProof =
    code?.kind !== 'parcel' || code.check === undefined
      ? 'typed'
      : labels.matches(code.trackingId, code.check)
        ? 'label'
        : 'wrong_code';
  // One statement reads what a scan needs first (the caller's position here, an answer already given
  // to this scan key, and for a receive the label's parcel or bag as it stands); a scan waits for its
  // round trips, not for work. The network is cached.
  const [network, start] = await Promise.all([
    liveNetwork(db),
    readScanStart(db, {
      userId: caller.user.id,
      hubId,
      scanKey: input.scanId,
      trackingId: input.action !== 'receive_bag' && code?.kind === 'parcel' ? code.trackingId : null,
      bagCode: input.action === 'receive_bag' && code?.kind === 'bag' ? code.code : null,
    }),
  ]);
  // A caller refused at this hub gets the refusal, never another's replayed answer.
  const actor = actorFromPosition(network, caller, hubId, start.position);
  const thisScan: ScanIdentity = {
    actorId: actor.userId,
    hubId,
    action: input.action,
    parcelId: input.action === 'receive_bag' ? null : (start.parcel?.parcel.id ?? null),
    bagId:
      input.action === 'receive_bag'
        ? (start.bag?.id ?? null)
        : input.action === 'bag'
          ? (input.bagId ?? null)
          : undefined,
  };
  const prior = start.priorScanId === null ? undefined : await findScanByKey(db, input.scanId);
  if (prior) return replay(db, network, ownScan(prior, thisScan));
  if (!code) throw unknownLabel();
  // The device's time when believable (an offline scan arrives late), never later than now, and never
  // before the parcel's last handover (a phone whose clock is behind): then just after it, in order.
  const now = new Date();
  const believed = believableActionTime(input.scannedAt, now);
  const claimed = believed && believed < now ? believed : now;
  const heldSince = start.parcel?.custody.since;
  const at = heldSince && claimed <= heldSince ? new Date(heldSince.getTime() + 1) : claimed;
  const facts: ScanFacts = { network, hubId, actor, input, at };
  try {
    // Every scan is one transaction: the parcel (or bag) locked, decided on what is locked, the custody
    // gate asked, each module's own write (receive-scan.ts, bag-scan.ts, handout-scan.ts). A bag always
    // arrives under its trip's lock (bag-arrival.ts): its trip is arrived only with its last bag.
    return await transaction(db, async (tx) => {
      const context: ScanContext = { ...facts, tx };
      if (input.action === 'receive_bag') {
        if (code.kind !== 'bag') throw parcelNotBag();
        return receiveBag(context, code.code);
      }
      if (code.kind !== 'parcel') throw bagNotParcel();
      const found = await lockParcelAtScan(tx, code.trackingId);
      if (!found) throw unknownLabel();
      if (finalParcelStatuses.includes(found.parcel.status)) {
        throw parcelFinished(found.parcel.status);
      }
      if (input.action === 'bag') return bagParcel(context, found);
      if (input.action === 'handout') return handOut(context, found);
      return receiveParcel(context, found, proof);
    });
  } catch (error) {
    if (!(error instanceof AlreadyScanned) && !isScanKeyTaken(error)) throw error;
    const first = await findScanByKey(db, input.scanId);
    if (!first) throw error;
    return replay(db, network, ownScan(first, thisScan));
  }
}

/** Who sent a scan, where, doing what to which parcel or bag (`bagId` undefined: any bag). */
interface ScanIdentity {
  actorId: string;
  hubId: string;
  action: ScanRequest['action'];
  parcelId: string | null;
  bagId: string | null | undefined;
}

/**
 * The scan first recorded under a key, when it was this very scan sent again (the phone's retry):
 * the same person at the same hub doing the same to the same parcel or bag. Anything else reusing
 * the key is refused, and learns nothing of the first scan (as a reused Idempotency-Key is).
 */
function ownScan(prior: ScanRow, scan: ScanIdentity): ScanRow {
  const same =
    prior.actorId === scan.actorId &&
    prior.hubId === scan.hubId &&
    prior.action === scan.action &&
    prior.parcelId === scan.parcelId &&
    (scan.bagId === undefined || prior.bagId === scan.bagId);
  if (!same) throw scanIdTaken();
  return prior;
}

/** The first answer to a scan key, told again with where things stand now. */
async function replay(db: Db, network: LiveNetwork, prior: ScanRow): Promise<ScanResult> {
  const result = prior.result as ScanResult['result'];
  if (!prior.parcelId) {
    const bag = prior.bagId ? await bagAsItStands(db, network, prior.bagId) : undefined;
    return {
      result,
      next: bag?.status === 'arrived' ? 'scan_bag_parcels' : 'scan_next',
      repeated: true,
      eventId: prior.id,
      ...(bag ? { bag } : {}),
    };
  }
  const found = await readParcelAtScan(db, prior.parcelId);
  if (!found) throw unknownLabel();
  const answer = await parcelAnswer({ tx: db, network, hubId: prior.hubId ?? '' }, asFound(found), {
    result,
    repeated: true,
    eventId: prior.id,
  });
  // A parcel put in a bag is answered with the bag, the first time and every time after.
  const bag =
    prior.action === 'bag' && prior.bagId ? await bagAsItStands(db, network, prior.bagId) : undefined;
  return bag ? { ...answer, bag } : answer;
}

async function bagAsItStands(db: Db, network: LiveNetwork, bagId: string) {
  const bag = await findBag(db, bagId);
  if (!bag) return undefined;
  const counts = await countParcelsInBags(db, [bag.id]);
  return toBagView(network, bag, counts.get(bag.id) ?? 0);
}
