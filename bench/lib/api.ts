/** The few API calls the benchmark makes to set itself up (not measured). */
async function authenticate(url: string, path: string, body: object): Promise<string> {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    // Better Auth refuses a POST without an Origin it trusts.
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify(body),
  });
  const token = response.headers.get('set-auth-token');
  if (!response.ok || !token) throw new Error(`${path} failed: ${response.status} ${await response.text()}`);
  return token;
}

/** A bearer token for an existing account. */
export const signIn = (url: string, email: string, password: string) =>
  authenticate(url, '/api/auth/sign-in/email', { email, password });

/** A bearer token for a new customer account. */
export const signUp = (url: string, email: string) =>
  authenticate(url, '/api/auth/sign-up/email', { name: 'Bench Customer', email, password: 'bench-secret' });

export const booking = {
  parcelTitle: 'Benchmark parcel',
  receiverName: 'Bench Receiver',
  receiverPhone: '01712345678',
  pickupAddress: 'House 1, Road 2, Dhanmondi',
  deliveryAddress: 'Shop 3, Zindabazar',
  parcelType: 'medium',
  deliveryFee: 120,
  paymentMethod: 'cod',
  pickupDistrict: 'dhaka',
  deliveryDistrict: 'sylhet',
};

/** Books parcels one after another and answers their tracking IDs. */
export async function bookParcels(url: string, token: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const response = await fetch(`${url}/api/parcels`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(booking),
    });
    if (response.status !== 201)
      throw new Error(`booking failed: ${response.status} ${await response.text()}`);
    ids.push(((await response.json()) as { trackingId: string }).trackingId);
  }
  return ids;
}
