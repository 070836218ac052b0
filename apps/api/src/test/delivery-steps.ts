import crypto from 'node:crypto';
import type { Db } from '../db/client.ts';
import { deliveryPhotos } from '../db/schema/index.ts';
import { requestAs, type SignedIn, type TestContext } from './helpers.ts';
import { tinyPng } from './image-fixtures.ts';
import { walkToDoor } from './network-steps.ts';
import { waitFor } from './wait-for.ts';

/** The 6-digit code in the latest SMS about this parcel to its receiver, read the way they would. */
export async function latestCode(
  ctx: TestContext,
  parcel: { receiverPhone: string | null; trackingId: string },
): Promise<string> {
  const phone = parcel.receiverPhone ?? '';
  let code: string | undefined;
  for (let waited = 0; waited < 5000 && !code; waited += 50) {
    const bodies = ctx.sms
      .to(phone)
      .map((sms) => sms.body)
      .filter((body) => body.includes(parcel.trackingId));
    code = bodies
      .map((body) => /(?:code|কোড) (\d{6})/i.exec(body)?.[1])
      .filter(Boolean)
      .at(-1);
    if (!code) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (!code) throw new Error(`no delivery code reached ${phone}`);
  return code;
}

/** The private link token in the newest SMS to `phone` (of those after the first `after`), as the receiver reads it. */
export async function receiverLinkToken(ctx: TestContext, phone: string, after = 0): Promise<string> {
  let token: string | undefined;
  await waitFor(() => {
    token = ctx.sms
      .to(phone)
      .slice(after)
      .map((sms) => /\/r\/([A-Za-z0-9_-]{22})/.exec(sms.body)?.[1])
      .filter(Boolean)
      .at(-1);
    return token !== undefined;
  });
  return token as string;
}

export const post = (ctx: TestContext, who: SignedIn, url: string, payload?: object) =>
  requestAs(ctx, who, 'POST', url, payload);

/**
 * Takes an assigned parcel out for delivery the one road's way (walkToDoor): picked up, handed in,
 * carried hub to hub and handed to `rider` at its last-mile hub.
 */
export async function takeOut(ctx: TestContext, rider: SignedIn, parcelId: string): Promise<void> {
  await walkToDoor(ctx, rider, parcelId);
}

/** Takes an assigned parcel out and completes it with the receiver's code and the cash due. */
export async function deliverWithCode(
  ctx: TestContext,
  rider: SignedIn,
  parcel: { id: string; receiverPhone: string | null; trackingId: string },
  cashCollected: number,
): Promise<void> {
  await takeOut(ctx, rider, parcel.id);
  if (!parcel.receiverPhone) throw new Error('deliverWithCode needs a receiver phone');
  const code = await latestCode(ctx, parcel);
  const done = await post(ctx, rider, `/api/deliveries/${parcel.id}/complete`, { code, cashCollected });
  if (done.statusCode !== 200) throw new Error(`complete: ${done.statusCode} ${done.body}`);
}

/** A delivery photo of the parcel, recorded as if the rider had uploaded it (no file stored); its id. */
export async function insertDeliveryPhoto(
  db: Db,
  parcelId: string,
  storageKey = 'handover.png',
): Promise<string> {
  const photoId = crypto.randomUUID();
  await db.insert(deliveryPhotos).values({
    id: photoId,
    parcelId,
    purpose: 'delivery',
    storageKey,
    contentType: 'image/png',
  });
  return photoId;
}

/** A rider's door photo uploaded as the phone sends it (multipart, one PNG): the photo a delivery cites. */
export function uploadDoorPhoto(ctx: TestContext, who: SignedIn, parcelId: string) {
  const boundary = '----desh-door-photo';
  return ctx.app.inject({
    method: 'POST',
    url: `/api/deliveries/${parcelId}/photos`,
    headers: { ...who.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="door.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      tinyPng(),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
}
