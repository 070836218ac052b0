import { payoutAccountMessages, payoutHoldHours } from '@desh/shared';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loginAs, requestAs, type SignedIn, signUp, testOrigin, useTestContext } from '../../test/helpers.ts';
import { ledgerApi } from '../../test/ledger-steps.ts';
import { useMailInbox } from '../../test/mail-inbox.ts';
import { createApprovedRider } from '../../test/rider-steps.ts';
import { endPayoutHold, proveOwner, withPassword } from '../../test/step-up-steps.ts';
import { maskDestination } from './payout-account-notices.ts';

const inbox = useMailInbox();
const ctx = useTestContext(() => ({ SMTP_URL: inbox.smtpUrl, SUPPORT_PHONE: '09612-000111' }));
let admin: SignedIn;
beforeAll(async () => {
  admin = await loginAs(ctx, 'admin');
});

/** A change as the owner makes it: with the account's password. */
const save = (who: SignedIn, body: object) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/payout-account',
    headers: who.headers,
    payload: { ...withPassword, ...body },
  });
const mailsTo = (email: string) =>
  inbox.received.filter((mail) => mail.to.includes(email) && mail.text.includes('payout account'));

const bank = {
  method: 'bank',
  bankName: 'Dutch-Bangla Bank',
  branchName: 'Gulshan',
  accountName: 'Rahim Traders',
  accountNumber: '1234-5678-9012',
  routingNumber: '090 261 234',
};

describe('a payout account', () => {
  it('is a wallet number kept one way, and each change is recorded and announced', async () => {
    const merchant = await signUp(ctx.app, { name: 'Rahim' });
    await proveOwner(ctx, merchant.userId, { emailVerified: true });
    await requestAs(ctx, merchant, 'PUT', '/api/sms/contact', {
      phone: '01911111111',
      language: 'en',
      ...withPassword,
    });

    const first = await save(merchant, { method: 'bkash', walletNumber: '+88 01712-345678' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().account).toMatchObject({
      method: 'bkash',
      walletNumber: '01712345678',
      destination: 'bKash 01712345678',
      bankName: null,
    });
    expect(first.json().changes).toEqual([
      expect.objectContaining({
        destination: 'bKash 01712345678',
        previousDestination: null,
        changedByName: 'Rahim',
      }),
    ]);
    await vi.waitFor(() => expect(mailsTo(merchant.email)).toHaveLength(1));
    expect(mailsTo(merchant.email)[0]?.text).toContain('bKash ••••••••678');
    expect(mailsTo(merchant.email)[0]?.text).not.toContain('01712345678');
    await vi.waitFor(() => expect(ctx.sms.to('01911111111')).toHaveLength(1));
    expect(ctx.sms.to('01911111111')[0]?.body).toContain('call 09612-000111');

    // Moving the money to a bank account also warns the old wallet's phone.
    const second = await save(merchant, bank);
    expect(second.json().account).toMatchObject({
      method: 'bank',
      walletNumber: null,
      accountNumber: '123456789012',
      routingNumber: '090261234',
      destination: 'Dutch-Bangla Bank, Gulshan · Rahim Traders · 123456789012 · 090261234',
    });
    expect(
      second
        .json()
        .changes.map((change: { previousDestination: string | null }) => change.previousDestination),
    ).toEqual(['bKash 01712345678', null]);
    await vi.waitFor(() => expect(ctx.sms.to('01712345678')).toHaveLength(1));
    await vi.waitFor(() => expect(ctx.sms.to('01911111111')).toHaveLength(2));
    await vi.waitFor(() => expect(mailsTo(merchant.email)).toHaveLength(2));

    // The same account again is no change: nothing recorded, nothing sent.
    const same = await save(merchant, bank);
    expect(same.json().changes).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ctx.sms.to('01911111111')).toHaveLength(2);
    expect(mailsTo(merchant.email)).toHaveLength(2);
  });

  it('refuses a malformed wallet, account or routing number with the field’s message', async () => {
    const merchant = await signUp(ctx.app);
    const wallet = await save(merchant, { method: 'nagad', walletNumber: '0171234' });
    expect(wallet.statusCode).toBe(400);
    expect(Object.keys(wallet.json().error.fields)).toEqual(['walletNumber']);
    const routing = await save(merchant, { ...bank, routingNumber: '12345678' });
    expect(routing.json().error.fields).toEqual({ routingNumber: payoutAccountMessages.routingInvalid });
    const method = await save(merchant, { method: 'rocket', walletNumber: '01712345678' });
    expect(method.statusCode).toBe(400);
  });

  it('is changed only by its owner from this site', async () => {
    const merchant = await signUp(ctx.app);
    const foreign = await ctx.app.inject({
      method: 'PUT',
      url: '/api/payout-account',
      headers: { cookie: merchant.cookie, origin: 'https://evil.example' },
      payload: { method: 'bkash', walletNumber: '01812345678', ...withPassword },
    });
    expect(foreign.statusCode).toBe(403);
    const own = await ctx.app.inject({
      method: 'PUT',
      url: '/api/payout-account',
      headers: { cookie: merchant.cookie, origin: testOrigin },
      payload: { method: 'bkash', walletNumber: '01812345678', ...withPassword },
    });
    expect(own.statusCode).toBe(200);
    const other = await signUp(ctx.app);
    const read = await ctx.app.inject({ url: '/api/payout-account', headers: other.headers });
    expect(read.json()).toEqual({ account: null, changes: [] });
  });
});

describe('payouts', () => {
  it('go to the saved account of their method, which the payout records and the admin sees', async () => {
    const merchant = await signUp(ctx.app, { name: 'Shop' });
    const rider = await createApprovedRider(ctx, admin, { fullName: 'Rider' });
    const ledger = ledgerApi(ctx);
    await ledger.deliver(rider, merchant, { codPoisha: 100_000 });
    await save(merchant, { method: 'nagad', walletNumber: '01512345678' });

    const accounts = await ctx.app.inject({ url: '/api/payout-accounts', headers: admin.headers });
    expect(accounts.json()).toContainEqual(
      expect.objectContaining({
        merchantId: merchant.userId,
        destination: 'Nagad 01512345678',
        changedAt: expect.any(String),
      }),
    );
    expect(
      (await ctx.app.inject({ url: '/api/payout-accounts', headers: merchant.headers })).statusCode,
    ).toBe(403);

    await endPayoutHold(ctx, merchant.userId);
    const toWallet = await ledger.payout(admin, merchant.userId, 10_000, { method: 'nagad' });
    expect(toWallet.statusCode, toWallet.body).toBe(201);
    expect(toWallet.json().destination).toBe('Nagad 01512345678');
    const inCash = await ledger.payout(admin, merchant.userId, 10_000, { method: 'cash' });
    expect(inCash.json().destination).toBeNull();

    // The record keeps where the money went, even after the merchant changes the account.
    await save(merchant, { method: 'bkash', walletNumber: '01712345678' });
    const listed = await ctx.app.inject({
      url: `/api/ledger/payouts?merchantId=${merchant.userId}`,
      headers: admin.headers,
    });
    expect(listed.json().map((payout: { destination: string | null }) => payout.destination)).toEqual([
      null,
      'Nagad 01512345678',
    ]);
  });
});

describe('the hold on a new payout account', () => {
  it('refuses payouts to it, the admin’s included, until the stated time; cash meanwhile is paid', async () => {
    const merchant = await signUp(ctx.app, { name: 'Held Shop' });
    const rider = await createApprovedRider(ctx, admin, { fullName: 'Hold Rider' });
    const ledger = ledgerApi(ctx);
    await ledger.deliver(rider, merchant, { codPoisha: 100_000 });

    const saved = await save(merchant, { method: 'bkash', walletNumber: '01712345699' });
    const heldUntil: string = saved.json().account.heldUntil;
    const hours = (Date.parse(heldUntil) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(payoutHoldHours);
    const read = await ctx.app.inject({ url: '/api/payout-account', headers: merchant.headers });
    expect(read.json().account.heldUntil).toBe(heldUntil);
    const listed = await ctx.app.inject({ url: '/api/payout-accounts', headers: admin.headers });
    expect(listed.json()).toContainEqual(expect.objectContaining({ merchantId: merchant.userId, heldUntil }));

    const held = await ledger.payout(admin, merchant.userId, 10_000, { method: 'bkash' });
    expect(held.statusCode).toBe(409);
    expect(held.json().error).toMatchObject({ code: 'PAYOUT_ACCOUNT_HELD', params: { until: heldUntil } });
    // Cash at the office is not the new account: the owner collects it in person.
    const inCash = await ledger.payout(admin, merchant.userId, 10_000, { method: 'cash' });
    expect(inCash.statusCode, inCash.body).toBe(201);

    await endPayoutHold(ctx, merchant.userId);
    const after = await ctx.app.inject({ url: '/api/payout-account', headers: merchant.headers });
    expect(after.json().account.heldUntil).toBeNull();
    const paid = await ledger.payout(admin, merchant.userId, 10_000, { method: 'bkash' });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().destination).toBe('bKash 01712345699');

    // Another change starts another hold.
    const again = await save(merchant, { method: 'nagad', walletNumber: '01512345699' });
    expect(again.json().account.heldUntil).not.toBeNull();
    expect((await ledger.payout(admin, merchant.userId, 10_000, { method: 'nagad' })).statusCode).toBe(409);
  });
});

describe('maskDestination', () => {
  it('keeps the last three digits of every number', () => {
    expect(maskDestination('bKash 01712345678')).toBe('bKash ••••••••678');
    expect(maskDestination('DBBL, Gulshan · Rahim · 123456789012 · 090261234')).toBe(
      'DBBL, Gulshan · Rahim · •••••••••012 · ••••••234',
    );
  });
});
