import { beforeAll } from 'vitest';
import { loginAs, type SignedIn, signUp, type TestContext } from './helpers.ts';
import { createApprovedRider, type riderForm, type TestRider } from './rider-steps.ts';

type RiderDetails = Partial<Record<keyof typeof riderForm, string>>;

export type DeliveryPeople<RiderName extends string> = { admin: SignedIn; sender: SignedIn } & Record<
  RiderName,
  TestRider
>;

/**
 * The people a delivery test file works with, made once before its tests: an admin, a sender who
 * books (signed up under `sender`, when given) and approved riders under the names the file gives
 * them, in order. The object is filled in by `beforeAll` (as `useTestContext` is): read its fields
 * inside hooks and tests.
 */
export function useDeliveryPeople<RiderName extends string>(
  ctx: TestContext,
  setup: { sender?: string; riders: Record<RiderName, RiderDetails> },
): DeliveryPeople<RiderName> {
  const people = {} as DeliveryPeople<RiderName>;
  beforeAll(async () => {
    const admin = await loginAs(ctx, 'admin');
    Object.assign(people, { admin });
    if (setup.sender !== undefined) {
      Object.assign(people, { sender: await signUp(ctx.app, { name: setup.sender }) });
    }
    for (const [name, details] of Object.entries<RiderDetails>(setup.riders)) {
      Object.assign(people, { [name]: await createApprovedRider(ctx, admin, details) });
    }
  });
  return people;
}
