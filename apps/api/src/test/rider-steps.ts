import { requestAs, type SignedIn, signUp, type TestContext } from './helpers.ts';

export const riderForm = {
  fullName: 'Karim Hossain',
  phone: '01712345678',
  region: 'dhaka',
  vehicleType: 'motorbike',
} as const;

export interface TestRider extends SignedIn {
  riderId: string;
}

/** A new account that applied through the API and was approved by `admin`. */
export async function createApprovedRider(
  ctx: TestContext,
  admin: SignedIn,
  form: Partial<Record<keyof typeof riderForm, string>> = {},
): Promise<TestRider> {
  const user = await signUp(ctx.app, { name: form.fullName ?? 'Rider Account' });
  const applied = await requestAs(ctx, user, 'POST', '/api/riders', { ...riderForm, ...form });
  if (applied.statusCode !== 201) throw new Error(`apply failed: ${applied.statusCode} ${applied.body}`);
  const riderId = applied.json()._id as string;
  const approved = await requestAs(ctx, admin, 'PATCH', `/api/approve-rider/${riderId}`);
  if (approved.statusCode !== 200) throw new Error(`approve failed: ${approved.statusCode} ${approved.body}`);
  return { ...user, riderId };
}
