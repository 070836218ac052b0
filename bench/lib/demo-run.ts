// The demo rider's day, booked and assigned through the API: what bench/phone.ts and bench/first-visit.ts open.

export async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export async function signIn(base: string, email: string, password: string): Promise<Record<string, string>> {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in ${email}: ${response.status}`);
  return { authorization: `Bearer ${response.headers.get('set-auth-token')}`, origin: base };
}

/** The run the rider opens: a day's pickups, four parcels at each of six stores (24 cards, as a rider's day has). */
export const runStores = 6;
export const runParcels = 24;

/** The demo rider's run for the day, booked and assigned; the first parcel's tracking ID, for the public page. */
export async function riderRun(base: string): Promise<string> {
  const customer = await signIn(base, 'customer@desh.test', 'customer123');
  const admin = await signIn(base, 'admin@desh.test', 'admin123');
  const riders = await json<Array<{ _id: string; name: string }>>(
    await fetch(`${base}/api/riders/approved`, { headers: admin }),
  );
  const rider = riders.find((one) => one.name === 'Demo Rider');
  if (!rider) throw new Error('the demo rider is missing');
  let firstTrackingId = '';
  for (let index = 0; index < runParcels; index += 1) {
    const parcel = await json<{ _id: string; trackingId: string }>(
      await fetch(`${base}/api/parcels`, {
        method: 'POST',
        headers: { ...customer, 'content-type': 'application/json' },
        body: JSON.stringify({
          parcelTitle: 'Books',
          receiverName: `Salma Akter ${index + 1}`,
          receiverPhone: `0181234${String(5000 + index).padStart(4, '0')}`,
          pickupAddress: `House ${(index % runStores) + 1}, Road 2, Dhanmondi`,
          pickupDistrict: 'Dhaka',
          deliveryAddress: `Station Road ${index + 1}, Rangpur`,
          deliveryDistrict: 'Rangpur',
          parcelType: 'small',
          // The spec's field; the server replaces it with the courier's fee (issue 26).
          deliveryFee: 120,
          paymentMethod: 'cod',
          codAmount: 500,
        }),
      }),
    );
    await json(
      await fetch(`${base}/api/parcels/assign/${parcel._id}`, {
        method: 'PATCH',
        headers: { ...admin, 'content-type': 'application/json' },
        body: JSON.stringify({ riderId: rider._id }),
      }),
    );
    firstTrackingId ||= parcel.trackingId;
  }
  return firstTrackingId;
}
