import { stepUpMessages } from '@desh/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { payoutAccounts, smsContacts, smsOutbox, stepUpCodes, users } from '../../db/schema/index.ts';
import { requestAs, type SignedIn, signUp, testOrigin, useTestContext } from '../../test/helpers.ts';
import { useMailInbox } from '../../test/mail-inbox.ts';
import {
  changeCode,
  codeTextedTo,
  proveOwner,
  signInByPhone,
  withPassword,
} from '../../test/step-up-steps.ts';
import { stepUpTriesPerWindow } from './step-up.service.ts';

const inbox = useMailInbox();
const ctx = useTestContext(() => ({
  SMTP_URL: inbox.smtpUrl,
  SUPPORT_PHONE: '09612-000111',
  AUTH_SMS_CODE_PHONE_MAX: '3',
}));

type Who = Pick<SignedIn, 'headers'>;
const putContact = (who: Who, body: object) => requestAs(ctx, who, 'PUT', '/api/sms/contact', body);
const putAccount = (who: Who, body: object) => requestAs(ctx, who, 'PUT', '/api/payout-account', body);
const mailsTo = (address: string) => inbox.received.filter((mail) => mail.to.includes(address));
const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

/** A merchant who signed up by email, proved a phone and the email, and set both destinations. */
async function merchantWithDestinations(n: number) {
  const merchant = await signUp(ctx.app, { name: `Merchant ${n}` });
  const phone = `0171100000${n}`;
  await proveOwner(ctx, merchant.userId, { phone, emailVerified: true });
  const contact = `0191100000${n}`;
  const wallet = `0181100000${n}`;
  expect((await putContact(merchant, { phone: contact, language: 'en', ...withPassword })).statusCode).toBe(
    200,
  );
  const saved = await putAccount(merchant, { method: 'bkash', walletNumber: wallet, ...withPassword });
  expect(saved.statusCode, saved.body).toBe(200);
  await vi.waitFor(() => expect(ctx.sms.to(phone).length).toBeGreaterThanOrEqual(2));
  await vi.waitFor(() => expect(mailsTo(merchant.email)).toHaveLength(2));
  return { merchant, phone, contact, wallet };
}

describe('a stolen session alone cannot move where money or messages go', () => {
  it('refuses the probe’s exact sequence with only a bearer token, and sends nothing', async () => {
    const { merchant, contact, wallet } = await merchantWithDestinations(1);
    const attacker = '01999000661';
    const attackerWallet = '01999000662';

    const toContact = await putContact(merchant, { phone: attacker, language: 'en' });
    expect(toContact.statusCode).toBe(400);
    expect(toContact.json().error).toMatchObject({
      code: 'PROOF_REQUIRED',
      fields: { currentPassword: stepUpMessages.passwordRequired },
    });
    const toWallet = await putAccount(merchant, { method: 'bkash', walletNumber: attackerWallet });
    expect(toWallet.statusCode).toBe(400);
    expect(toWallet.json().error.fields).toEqual({ currentPassword: stepUpMessages.passwordRequired });
    // Nor does a code texted to a login phone the session might have replaced: this account has a password.
    const byCode = await putAccount(merchant, {
      method: 'bkash',
      walletNumber: attackerWallet,
      code: '123456',
    });
    expect(byCode.statusCode).toBe(400);
    const codeAsked = await ctx.app.inject({
      method: 'POST',
      url: '/api/step-up/code',
      headers: merchant.headers,
    });
    expect(codeAsked.statusCode).toBe(400);
    const off = await requestAs(ctx, merchant, 'DELETE', '/api/sms/contact', {});
    expect(off.statusCode).toBe(400);

    // A guessed password is no better.
    const guessed = await putAccount(merchant, {
      method: 'bkash',
      walletNumber: attackerWallet,
      currentPassword: 'password1',
    });
    expect(guessed.statusCode).toBe(403);
    expect(guessed.json().error).toMatchObject({
      code: 'WRONG_PROOF',
      fields: { currentPassword: stepUpMessages.wrongPassword },
    });

    const [saved] = await ctx.db
      .select({ destination: payoutAccounts.destination })
      .from(payoutAccounts)
      .where(eq(payoutAccounts.merchantId, merchant.userId));
    expect(saved?.destination).toBe(`bKash ${wallet}`);
    const [kept] = await ctx.db.select().from(smsContacts).where(eq(smsContacts.userId, merchant.userId));
    expect(kept?.phone).toBe(contact);
    await settle();
    expect(ctx.sms.to(attacker)).toEqual([]);
    expect(ctx.sms.to(attackerWallet)).toEqual([]);
  });

  it('with the password, tells the verified phone, the verified email and the old number, never only the new one', async () => {
    const { merchant, phone, contact, wallet } = await merchantWithDestinations(2);
    const smsBefore = ctx.sms.to(phone).length;
    const mailBefore = mailsTo(merchant.email).length;

    const newContact = '01922000662';
    const changed = await putContact(merchant, { phone: newContact, language: 'en', ...withPassword });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ phone: newContact, language: 'en' });
    await vi.waitFor(() => expect(ctx.sms.to(phone)).toHaveLength(smsBefore + 1));
    expect(ctx.sms.to(phone).at(-1)?.body).toContain('Parcel SMS now go to ••••••••662');
    await vi.waitFor(() => expect(ctx.sms.to(contact).at(-1)?.body).toContain('call 09612-000111'));
    await vi.waitFor(() => expect(mailsTo(merchant.email)).toHaveLength(mailBefore + 1));
    expect(mailsTo(merchant.email).at(-1)?.text).toContain('parcel SMS go to was changed');
    expect(mailsTo(merchant.email).at(-1)?.text).toContain('New: ••••••••662');

    const newWallet = '01822000662';
    const moved = await putAccount(merchant, { method: 'nagad', walletNumber: newWallet, ...withPassword });
    expect(moved.statusCode, moved.body).toBe(200);
    await vi.waitFor(() => expect(ctx.sms.to(phone)).toHaveLength(smsBefore + 2));
    expect(ctx.sms.to(phone).at(-1)?.body).toContain('Your payout account was changed to Nagad ••••••••662');
    await vi.waitFor(() => expect(ctx.sms.to(wallet).at(-1)?.body).toContain('payout account was changed'));
    await vi.waitFor(() => expect(ctx.sms.to(newContact).at(-1)?.body).toContain('payout account'));
    await vi.waitFor(() => expect(mailsTo(merchant.email)).toHaveLength(mailBefore + 2));

    // Neither new destination heard of its own change first-hand; only the owner's proven places did.
    await settle();
    expect(ctx.sms.to(newWallet)).toEqual([]);
    expect(ctx.sms.to(newContact).filter((sms) => sms.body.includes('Parcel SMS now go'))).toEqual([]);
  });

  it('mails a password account at the address it signs in with, verified or not', async () => {
    const merchant = await signUp(ctx.app);
    await proveOwner(ctx, merchant.userId, { phone: '01711000093' });
    const saved = await putAccount(merchant, {
      method: 'bkash',
      walletNumber: '01811000093',
      ...withPassword,
    });
    expect(saved.statusCode).toBe(200);
    await vi.waitFor(() => expect(ctx.sms.to('01711000093')).toHaveLength(1));
    // Password resets go to this address: it is the owner's as much as a verified one.
    await vi.waitFor(() => expect(mailsTo(merchant.email)).toHaveLength(1));
    expect(mailsTo(merchant.email)[0]?.text).toContain('payout');
  });
});

describe('a phone sign-in account proves a change with a code to its verified phone', () => {
  it('texts a short-lived, single-use code, kept only as a hash; notices never go to @phone.invalid', async () => {
    const phone = '01733000001';
    const merchant = await signInByPhone(ctx, phone);
    expect((await ctx.app.inject({ url: '/api/step-up', headers: merchant.headers })).json()).toEqual({
      password: false,
      phone: '••••••••001',
    });

    const bare = await putAccount(merchant, { method: 'bkash', walletNumber: '01833000001' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error.fields).toEqual({ code: stepUpMessages.codeRequired });
    const noPassword = await putAccount(merchant, {
      method: 'bkash',
      walletNumber: '01833000001',
      currentPassword: 'secret123',
    });
    expect(noPassword.statusCode).toBe(400);

    const code = await changeCode(ctx, merchant, phone);
    const [stored] = await ctx.db.select().from(stepUpCodes).where(eq(stepUpCodes.userId, merchant.userId));
    expect(stored?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(code);
    const rows = await ctx.db.select().from(smsOutbox).where(eq(smsOutbox.kind, 'change_code'));
    expect(rows.every((row) => row.secret)).toBe(true);

    const wrong = await putAccount(merchant, {
      method: 'bkash',
      walletNumber: '01833000001',
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.fields).toEqual({ code: stepUpMessages.wrongCode });

    // Typed on a Bangla keypad, the right code is the same code.
    const bangla = code.replace(/\d/g, (digit) => '০১২৩৪৫৬৭৮৯'[Number(digit)] ?? digit);
    const saved = await putAccount(merchant, { method: 'bkash', walletNumber: '01833000001', code: bangla });
    expect(saved.statusCode, saved.body).toBe(200);
    // No SMS contact yet: the notice is in Bangla, the default.
    await vi.waitFor(() => expect(ctx.sms.to(phone).at(-1)?.body).toContain('পেমেন্ট অ্যাকাউন্ট বদলানো'));

    const reused = await putContact(merchant, { phone: '01933000001', code });
    expect(reused.statusCode).toBe(403);
    await settle();
    expect(inbox.received.filter((mail) => mail.to.some((to) => to.endsWith('.invalid')))).toEqual([]);
  });

  it('loses a code after three wrong tries, or when it expires', async () => {
    const phone = '01733000002';
    const merchant = await signInByPhone(ctx, phone);
    const body = { phone: '01933000002' };
    const code = await changeCode(ctx, merchant, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i += 1)
      expect((await putContact(merchant, { ...body, code: wrong })).statusCode).toBe(403);
    expect((await putContact(merchant, { ...body, code })).statusCode).toBe(403);

    const late = await changeCode(ctx, merchant, phone);
    await ctx.db
      .update(stepUpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(stepUpCodes.userId, merchant.userId));
    expect((await putContact(merchant, { ...body, code: late })).statusCode).toBe(403);
  });

  it('limits codes per account and answers an account without a verified phone plainly', async () => {
    const phone = '01733000003';
    const merchant = await signInByPhone(ctx, phone);
    for (let i = 0; i < 3; i += 1) await changeCode(ctx, merchant, phone);
    const fourth = await ctx.app.inject({
      method: 'POST',
      url: '/api/step-up/code',
      headers: merchant.headers,
    });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error.code).toBe('TOO_MANY_CHANGE_CODES');

    const emailOnly = await signUp(ctx.app);
    const none = await ctx.app.inject({
      method: 'POST',
      url: '/api/step-up/code',
      headers: emailOnly.headers,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.code).toBe('PROOF_BY_PASSWORD');

    // Support cleared the number (decision 016): there is nowhere to send a code, and nothing to prove with.
    const cleared = await signInByPhone(ctx, '01733000004');
    await ctx.db.update(users).set({ phoneNumber: null }).where(eq(users.id, cleared.userId));
    const nowhere = await ctx.app.inject({
      method: 'POST',
      url: '/api/step-up/code',
      headers: cleared.headers,
    });
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json().error.fields).toEqual({ code: stepUpMessages.noPhone });
    const noProof = await putContact(cleared, { phone: '01933000004', code: '123456' });
    expect(noProof.statusCode).toBe(403);
    expect(noProof.json().error.code).toBe('NO_PROOF');
  });
});

describe('the login phone', () => {
  const verifyNew = (who: Who, phone: string, code: string, proof: object) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/phone-number/verify',
      headers: { ...who.headers, origin: testOrigin },
      payload: { phoneNumber: phone, code, updatePhoneNumber: true, ...proof },
    });
  const textCodeTo = async (phone: string) => {
    const before = ctx.sms.to(phone).length;
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/phone-number/send-otp',
      headers: { origin: testOrigin },
      payload: { phoneNumber: phone },
    });
    return codeTextedTo(ctx, phone, before + 1);
  };

  it('is replaced only with the password: a session alone cannot move the change codes to its phone', async () => {
    const merchant = await signUp(ctx.app);
    await proveOwner(ctx, merchant.userId, { phone: '01755000001' });
    const attacker = '01955000001';
    const code = await textCodeTo(attacker);
    const bare = await verifyNew(merchant, attacker, code, {});
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error.fields).toEqual({ currentPassword: stepUpMessages.passwordRequired });
    const owned = await verifyNew(merchant, attacker, code, withPassword);
    expect(owned.statusCode, owned.body).toBe(200);
    // The replaced phone and the sign-in address are told.
    await vi.waitFor(() => expect(ctx.sms.to('01755000001').at(-1)?.body).toMatch(/লগইন ফোন|login phone/));
    await vi.waitFor(() =>
      expect(mailsTo(merchant.email).some((mail) => mail.text.includes('phone you sign in'))).toBe(true),
    );
  });

  it('of a phone sign-in account is replaced only with a code texted to the old phone', async () => {
    const phone = '01755000002';
    const merchant = await signInByPhone(ctx, phone);
    const next = '01955000002';
    const code = await textCodeTo(next);
    const bare = await verifyNew(merchant, next, code, {});
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error.fields).toEqual({ changeCode: stepUpMessages.codeRequired });
    const proof = await changeCode(ctx, merchant, phone);
    const toldBefore = ctx.sms.to(phone).length;
    const moved = await verifyNew(merchant, next, code, { changeCode: proof });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().user.phoneNumber).toBe(next);
    // The phone it replaced hears of it: it is the owner's, if the change was a thief's.
    await vi.waitFor(() => expect(ctx.sms.to(phone)).toHaveLength(toldBefore + 1));
    expect(ctx.sms.to(phone).at(-1)?.body).toMatch(/লগইন ফোন বদলে|login phone was changed/);
    expect(ctx.sms.to(next).filter((sms) => /login phone|লগইন ফোন/.test(sms.body))).toEqual([]);
  });
});

describe('wrong proofs', () => {
  it(`lock changes after ${stepUpTriesPerWindow} tries, the right password included, for a while`, async () => {
    const merchant = await signUp(ctx.app);
    const body = { method: 'bkash', walletNumber: '01844000001' };
    for (let i = 0; i < stepUpTriesPerWindow; i += 1) {
      expect((await putAccount(merchant, { ...body, currentPassword: `wrong-${i}` })).statusCode).toBe(403);
    }
    const locked = await putAccount(merchant, { ...body, ...withPassword });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toMatchObject({ code: 'CHANGE_LOCKED', params: { minutes: 15 } });
  });

  it('do not pile up when the owner gets it right in between', async () => {
    const merchant = await signUp(ctx.app);
    const body = { method: 'bkash', walletNumber: '01844000002' };
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < stepUpTriesPerWindow - 1; i += 1) {
        expect((await putAccount(merchant, { ...body, currentPassword: 'typo' })).statusCode).toBe(403);
      }
      expect((await putAccount(merchant, { ...body, ...withPassword })).statusCode).toBe(200);
    }
  });
});
