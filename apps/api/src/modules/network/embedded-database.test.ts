import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { networkExceptions } from '../../db/schema/index.ts';
import { insertParcel } from '../../test/factories.ts';
import { loginAs, requestAs, useTestContext } from '../../test/helpers.ts';
import { useHubStaff } from '../../test/network-steps.ts';

// The quick start runs on embedded PGlite: one connection, so a query on `db` made inside a
// transaction waits for that transaction, which waits for it. CI's suites run on PostgreSQL, whose
// pool hides such a wait; these run on PGlite whatever DATABASE_URL says.
const ctx = useTestContext({}, { embedded: true });
const people = useHubStaff(ctx, { mirpurManager: ['dhk-mir', 'manager'] });

describe('hub work on the embedded database', () => {
  it('a hub manager resolves an exception at the hub', async () => {
    expect(ctx.database.kind).toBe('pglite');
    const customer = await loginAs(ctx, 'customer');
    const parcel = await insertParcel(ctx.db, customer);
    const id = crypto.randomUUID();
    await ctx.db.insert(networkExceptions).values({
      id,
      parcelId: parcel.id,
      kind: 'damaged',
      hubId: 'dhk-mir',
      lastHolder: 'merchant',
      note: 'Box torn',
    });
    const response = await requestAs(
      ctx,
      people.mirpurManager,
      'POST',
      `/api/network/exceptions/${id}/resolve`,
      {
        note: 'Repacked and sent on',
      },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, status: 'resolved' });
  });
});
