import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, PlaywrightWorkerArgs } from '@playwright/test';
import { demo, expect } from '../fixtures';

const photoFile = path.join(path.dirname(fileURLToPath(import.meta.url)), '../files/avatar.png');

export type Playwright = PlaywrightWorkerArgs['playwright'];

/** An API client of its own (not the page's), signed in as `account`: a second person in the same test. */
export async function signedIn(
  playwright: Playwright,
  baseURL: string,
  account: { email: string; password: string },
): Promise<APIRequestContext> {
  const context = await playwright.request.newContext({ baseURL });
  const response = await context.post('/api/auth/sign-in/email', { data: account });
  expect(response.status(), await response.text()).toBe(200);
  return context;
}

/** The demo customer, admin and rider, each signed in with an API client of its own. */
export async function demoClients(playwright: Playwright, baseURL: string) {
  const [customer, admin, rider] = await Promise.all([
    signedIn(playwright, baseURL, demo.customer),
    signedIn(playwright, baseURL, demo.admin),
    signedIn(playwright, baseURL, demo.rider),
  ]);
  return {
    customer,
    admin,
    rider,
    dispose: () => Promise.all([customer.dispose(), admin.dispose(), rider.dispose()]),
  };
}

/** The admin assigns a booked parcel to a rider: the demo rider unless `riderId` names another. */
export async function assignToDemoRider(
  admin: APIRequestContext,
  parcelId: string,
  riderId?: string,
): Promise<void> {
  let id = riderId;
  if (!id) {
    const riders = (await (await admin.get('/api/riders/approved')).json()) as Array<{
      _id: string;
      name: string;
    }>;
    id = riders.find((one) => one.name === 'Demo Rider')?._id;
    expect(id).toBeDefined();
  }
  const assigned = await admin.patch(`/api/parcels/assign/${parcelId}`, { data: { riderId: id } });
  expect(assigned.status(), await assigned.text()).toBe(200);
}

/**
 * A parcel its rider holds (picked up) handed in at Mirpur hub (the demo rider's) and carried hub to
 * hub to its last-mile hub, the admin scanning for each hub (admins act at every hub): the one road of
 * issue 61, where no rider walks a parcel on by hand. Answers the hub it reached.
 */
export async function handInAndCarry(admin: APIRequestContext, parcelId: string): Promise<string> {
  const { trackingId } = (await (await admin.get(`/api/parcels/${parcelId}`)).json()) as {
    trackingId: string;
  };
  const scan = async (hubId: string, data: Record<string, string>) => {
    const scanned = await admin.post(`/api/network/hubs/${hubId}/scans`, {
      data: { scanId: crypto.randomUUID(), deviceId: 'e2e', ...data },
    });
    expect(scanned.status(), await scanned.text()).toBe(200);
    return (await scanned.json()) as { parcel?: { nextHub: { id: string } | null } };
  };
  // The hubs scan the parcel's printed label: its barcode carries the check code (issue 61).
  const { barcode } = (await (await admin.get(`/api/parcels/${parcelId}/label`)).json()) as {
    barcode: string;
  };
  let hubId = 'dhk-mir';
  let answer = await scan(hubId, { code: barcode, action: 'receive' });
  for (let next = answer.parcel?.nextHub?.id; next; next = answer.parcel?.nextHub?.id) {
    const opened = await admin.post(`/api/network/hubs/${hubId}/bags`, { data: { destinationHubId: next } });
    expect(opened.status(), await opened.text()).toBe(201);
    const bag = (await opened.json()) as { id: string; code: string };
    await scan(hubId, { code: trackingId, action: 'bag', bagId: bag.id });
    const sealed = await admin.post(`/api/network/bags/${bag.id}/seal`, {
      data: { sealNumber: `S-${bag.code}` },
    });
    expect(sealed.status(), await sealed.text()).toBe(200);
    const trip = await admin.post(`/api/network/hubs/${hubId}/trips`, {
      data: {
        destinationHubId: next,
        vehicleNumber: 'DHAKA METRO-TA 11-2233',
        driverName: 'Abdul Malek',
        driverPhone: '01711223344',
        bagIds: [bag.id],
      },
    });
    expect(trip.status(), await trip.text()).toBe(201);
    await scan(next, { code: bag.code, action: 'receive_bag', sealNumber: `S-${bag.code}` });
    answer = await scan(next, { code: barcode, action: 'receive' });
    hubId = next;
  }
  return hubId;
}

/**
 * The hub holding a parcel gives it to its assigned rider (made a rider of that hub when they work
 * elsewhere) and hands it out: out for delivery in the rider's hands, its code sent to the receiver.
 */
export async function handOutAt(admin: APIRequestContext, hubId: string, parcelId: string): Promise<void> {
  const { trackingId, riderId } = (await (await admin.get(`/api/parcels/${parcelId}`)).json()) as {
    trackingId: string;
    riderId: string;
  };
  const riders = (await (await admin.get(`/api/hubs/${hubId}/riders`)).json()) as Array<{ riderId: string }>;
  if (!riders.some((one) => one.riderId === riderId)) {
    const moved = await admin.put(`/api/hubs/riders/${riderId}`, { data: { hubId } });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  const given = await admin.post(`/api/network/hubs/${hubId}/assign`, {
    data: { riderId, parcelIds: [parcelId] },
  });
  expect(given.status(), await given.text()).toBe(200);
  const out = await admin.post(`/api/network/hubs/${hubId}/scans`, {
    data: { code: trackingId, action: 'handout', riderId, scanId: crypto.randomUUID() },
  });
  expect(out.status(), await out.text()).toBe(200);
}

/** The admin assigns a booked parcel to the (demo) rider, who picks it up; it is carried to its last-mile hub. */
export async function bringToDeliveryDistrict(
  admin: APIRequestContext,
  rider: APIRequestContext,
  parcelId: string,
  riderId?: string,
): Promise<string> {
  await assignToDemoRider(admin, parcelId, riderId);
  const picked = await rider.patch(`/api/parcels/${parcelId}/status`, { data: { status: 'picked_up' } });
  expect(picked.status(), await picked.text()).toBe(200);
  return handInAndCarry(admin, parcelId);
}

/** `bringToDeliveryDistrict`, then that hub hands it to the rider (a receiver phone gets its code now). */
export async function takeOutForDelivery(
  admin: APIRequestContext,
  rider: APIRequestContext,
  parcelId: string,
  riderId?: string,
): Promise<void> {
  await handOutAt(admin, await bringToDeliveryDistrict(admin, rider, parcelId, riderId), parcelId);
}

/**
 * A rider of a test's own (signed up, applied, approved by `admin`), signed in with an API client:
 * the demo rider's run is shared by every spec running at the same time.
 */
export async function newApprovedRider(
  playwright: Playwright,
  baseURL: string,
  admin: APIRequestContext,
  name = 'Own Rider',
): Promise<{ api: APIRequestContext; riderId: string; email: string; password: string }> {
  const email = `rider-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const password = 'rider-secret-1';
  const api = await playwright.request.newContext({ baseURL });
  const signedUp = await api.post('/api/auth/sign-up/email', { data: { name, email, password } });
  expect(signedUp.status(), await signedUp.text()).toBe(200);
  const applied = await api.post('/api/riders', {
    data: {
      fullName: name,
      phone: `018${String(Date.now()).slice(-8)}`,
      region: 'dhaka',
      vehicleType: 'motorbike',
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const riderId = ((await applied.json()) as { _id: string })._id;
  const approved = await admin.patch(`/api/approve-rider/${riderId}`);
  expect(approved.status(), await approved.text()).toBe(200);
  return { api, riderId, email, password };
}

/**
 * The rider, at the door, uploads a handover photo (PNG) and completes the delivery with it, naming the
 * receiver and the cash taken in poisha. Every booking has a receiver phone, so a code went out: the
 * rider first calls the receiver from the app and says why the code did not arrive, which lets the photo
 * deliver at once (decision 036) instead of waiting for an admin.
 */
export async function deliverWithPhoto(
  rider: APIRequestContext,
  parcelId: string,
  delivery: { receiverName: string; cashCollected: number },
  fileName = 'handover.png',
): Promise<void> {
  const called = await rider.post(`/api/deliveries/${parcelId}/receiver-calls`);
  expect(called.status(), await called.text()).toBe(201);
  const missing = await rider.post(`/api/deliveries/${parcelId}/code-missing`, {
    data: { reason: 'phone_off', note: 'The receiver’s phone was off; she took the parcel at the door.' },
  });
  expect(missing.status(), await missing.text()).toBe(201);
  const photo = await rider.post(`/api/deliveries/${parcelId}/photos`, {
    multipart: { image: { name: fileName, mimeType: 'image/png', buffer: fs.readFileSync(photoFile) } },
  });
  expect(photo.status(), await photo.text()).toBe(201);
  const completed = await rider.post(`/api/deliveries/${parcelId}/complete`, {
    data: { photoId: (await photo.json()).photoId, ...delivery },
  });
  expect(completed.status(), await completed.text()).toBe(200);
}

/** A small prepaid parcel from Dhanmondi to Jashore at the courier's ৳120 fee, as the booking form sends it. */
export const sampleBooking = {
  parcelTitle: 'Books',
  receiverName: 'Salma Akter',
  receiverPhone: '01711000222',
  pickupAddress: 'House 1, Road 2, Dhanmondi',
  deliveryAddress: 'Station Road, Jashore',
  parcelType: 'small',
  deliveryFee: 120,
  paymentMethod: 'prepaid',
} as const;

export interface Booked {
  _id: string;
  trackingId: string;
}

/** Books `sampleBooking` changed by `body` as whoever `request` is signed in as. */
export async function bookViaApi<T extends Booked = Booked>(
  request: APIRequestContext,
  body: Record<string, unknown> = {},
): Promise<T> {
  const response = await request.post('/api/parcels', { data: { ...sampleBooking, ...body } });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

/** The My Parcels table's column headers, in order, as an English page shows them. */
export const myParcelsColumns = [
  '#',
  'Type',
  'Tracking ID',
  'Receiver',
  'Delivery Address',
  'Status',
  'Amount',
  'Actions',
];

/** A parcel booked from a Mirpur store to Rangpur, assigned to the demo rider (Mirpur hub's), who picks it up. */
export async function pickedUpInMirpur(
  admin: APIRequestContext,
  rider: APIRequestContext,
  customer: APIRequestContext,
): Promise<Booked> {
  const parcel = await bookViaApi(customer, {
    pickupDistrict: 'Dhaka',
    pickupUpazila: 'Mirpur',
    deliveryDistrict: 'Rangpur',
    deliveryAddress: 'Station Road, Rangpur',
  });
  await assignToDemoRider(admin, parcel._id);
  const picked = await rider.patch(`/api/parcels/${parcel._id}/status`, { data: { status: 'picked_up' } });
  expect(picked.status(), await picked.text()).toBe(200);
  return parcel;
}

/** `pickedUpInMirpur`, as the demo people signed in for just that. */
export async function parcelPickedUpInMirpur(playwright: Playwright, baseURL: string): Promise<Booked> {
  const { customer, admin, rider, dispose } = await demoClients(playwright, baseURL);
  return pickedUpInMirpur(admin, rider, customer).finally(dispose);
}

/**
 * A Mirpur → Pallabi COD parcel (one hub both ways) for `codAmount` taka, handed in at Mirpur and handed out to
 * `riderId`: a rider's day at one hub, for the check-in, the hub's cash and the pages that show them.
 */
export async function outForDeliveryAtMirpur(
  clients: { admin: APIRequestContext; rider: APIRequestContext; customer: APIRequestContext },
  riderId: string,
  parcel: { codAmount: number; receiverName?: string },
): Promise<Booked & { amountToCollect: number; barcode: string }> {
  const { admin, rider, customer } = clients;
  const booked = await bookViaApi<Booked & { amountToCollect: number }>(customer, {
    ...(parcel.receiverName ? { receiverName: parcel.receiverName } : {}),
    pickupDistrict: 'Dhaka',
    pickupUpazila: 'Mirpur',
    deliveryDistrict: 'Dhaka',
    deliveryUpazila: 'Pallabi',
    deliveryAddress: 'Road 5, Pallabi',
    paymentMethod: 'cod',
    codAmount: parcel.codAmount,
  });
  await assignToDemoRider(admin, booked._id, riderId);
  const picked = await rider.patch(`/api/parcels/${booked._id}/status`, { data: { status: 'picked_up' } });
  expect(picked.status(), await picked.text()).toBe(200);
  const { barcode } = (await (await admin.get(`/api/parcels/${booked._id}/label`)).json()) as {
    barcode: string;
  };
  const received = await admin.post('/api/network/hubs/dhk-mir/scans', {
    data: { code: barcode, action: 'receive', scanId: crypto.randomUUID(), deviceId: 'e2e' },
  });
  expect(received.status(), await received.text()).toBe(200);
  await handOutAt(admin, 'dhk-mir', booked._id);
  return { ...booked, barcode };
}
