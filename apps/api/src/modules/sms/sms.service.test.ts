import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { smsOutbox } from '../../db/schema/index.ts';
import { requestAs, signUp, useTestContext } from '../../test/helpers.ts';
import { withPassword } from '../../test/step-up-steps.ts';
import { queueSmsToUser } from './sms.service.ts';

const ctx = useTestContext();

describe('an SMS to a customer about their parcel', () => {
  it('goes to the number they left, in the language they chose, and to nobody when they left none', async () => {
    const bangla = await signUp(ctx.app, { name: 'Bangla Merchant' });
    const english = await signUp(ctx.app, { name: 'English Merchant' });
    const silent = await signUp(ctx.app, { name: 'Silent Merchant' });
    await requestAs(ctx, bangla, 'PUT', '/api/sms/contact', {
      phone: '+880 1811-000222',
      language: 'bn',
      ...withPassword,
    });
    await requestAs(ctx, english, 'PUT', '/api/sms/contact', {
      phone: '01911000333',
      language: 'en',
      ...withPassword,
    });

    const message = { kind: 'merchant_delivered', trackingId: 'DSH-1700000000001' } as const;
    const [toBangla, toEnglish, toNobody] = await Promise.all(
      [bangla, english, silent].map((merchant) => queueSmsToUser(ctx.db, merchant.userId, message, null)),
    );
    expect(toNobody).toBeNull();
    const rows = await Promise.all(
      [toBangla, toEnglish].map(async (id) => {
        const [row] = await ctx.db
          .select()
          .from(smsOutbox)
          .where(eq(smsOutbox.id, id ?? -1));
        return row && { toPhone: row.toPhone, body: row.body, kind: row.kind, secret: row.secret };
      }),
    );
    expect(rows).toEqual([
      {
        toPhone: '01811000222',
        body: 'Desh Courier: আপনার পাঠানো পার্সেল DSH-1700000000001 প্রাপকের কাছে ডেলিভারি হয়েছে।',
        kind: 'merchant_delivered',
        secret: false,
      },
      {
        toPhone: '01911000333',
        body: 'Desh Courier: Your parcel DSH-1700000000001 has been delivered to the receiver.',
        kind: 'merchant_delivered',
        secret: false,
      },
    ]);
  });
});
