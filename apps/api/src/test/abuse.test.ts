import crypto from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  postToAuth,
  type SignedIn,
  signUp,
  uniqueEmail,
  useTestContext,
} from './helpers.ts';
import { jpegFramedHtml, multipartFile, pngWithHtmlText, tinyJpeg, tinyPng } from './image-fixtures.ts';
import { resetByEmail } from './password-reset-steps.ts';

const perIp = 3;
const perAccountAndIp = 3;
const perAccount = 8;

const ctx = useTestContext({
  AUTH_RATE_LIMIT_MAX: String(perIp),
  AUTH_ACCOUNT_IP_RATE_LIMIT_MAX: String(perAccountAndIp),
  AUTH_ACCOUNT_RATE_LIMIT_MAX: String(perAccount),
  NEWSLETTER_RATE_LIMIT_MAX: '2',
  TRACK_RATE_LIMIT_MAX: '2',
});
let user: SignedIn;
beforeAll(async () => {
  user = await signUp(ctx.app, { password: 'right-password' });
});

let lastIp = 0;
/** A new client address per call: the per-IP limit must not be what stops these attempts. */
const freshIp = () => `192.0.2.${++lastIp}`;

const signIn = (email: string, password: string, ip: string) =>
  postToAuth(ctx.app, '/api/auth/sign-in/email', { email, password }, ip);

const signUpFrom = (ip: string) =>
  postToAuth(
    ctx.app,
    '/api/auth/sign-up/email',
    { name: 'Bot', email: uniqueEmail('bot'), password: 'secret123' },
    ip,
  );

describe('brute force per IP (Better Auth’s limit)', () => {
  it('sign-in answers 429 after a few tries from one address, whatever the account', async () => {
    const ip = '198.51.100.7';
    for (let attempt = 0; attempt < perIp; attempt++) {
      expect((await signIn(uniqueEmail('guess'), 'wrong-password', ip)).statusCode).toBe(401);
    }
    const blocked = await signIn(uniqueEmail('guess'), 'wrong-password', ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: expect.any(String) });
    expect((await signIn(uniqueEmail('guess'), 'wrong-password', '198.51.100.8')).statusCode).toBe(401);
  });

  it('sign-up answers 429 after a few accounts from one address', async () => {
    const ip = '198.51.100.9';
    for (let attempt = 0; attempt < perIp; attempt++) {
      expect((await signUpFrom(ip)).statusCode).toBe(200);
    }
    expect((await signUpFrom(ip)).statusCode).toBe(429);
    expect((await signUpFrom('198.51.100.10')).statusCode).toBe(200);
  });
});

/** An account made from an address of its own, so that sign-ups do not meet the per-IP limit. */
async function newAccount(password: string): Promise<{ email: string; userId: string }> {
  const email = uniqueEmail('owner');
  const response = await postToAuth(
    ctx.app,
    '/api/auth/sign-up/email',
    { name: 'Owner', email, password },
    freshIp(),
  );
  expect(response.statusCode).toBe(200);
  return { email, userId: response.json().user.id };
}

describe('password guessing against one account', () => {
  it('throttles the guesser’s address while the owner still signs in from their own', async () => {
    const owner = await newAccount('owner-password');
    const attacker = freshIp();
    for (let attempt = 0; attempt < perAccountAndIp; attempt++) {
      expect((await signIn(owner.email, `guess-${attempt}`, attacker)).statusCode).toBe(401);
    }
    const blocked = await signIn(owner.email, 'guess-again', attacker);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ code: 'TOO_MANY_ATTEMPTS', message: expect.any(String) });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The email's spelling does not matter to the count.
    expect((await signIn(` ${owner.email.toUpperCase()} `, 'guess', attacker)).statusCode).toBe(429);
    // The owner, from their own network, is not locked out by any of it.
    expect((await signIn(owner.email, 'owner-password', freshIp())).statusCode).toBe(200);
  });

  it('locks the account only after many more attempts from many addresses; a reset by email lifts it', async () => {
    const victim = await newAccount('victim-password');
    for (let attempt = 0; attempt < perAccount; attempt++) {
      expect((await signIn(victim.email, `guess-${attempt}`, freshIp())).statusCode).toBe(401);
    }
    const locked = await signIn(victim.email, 'victim-password', freshIp());
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      code: 'TOO_MANY_ATTEMPTS',
      message: expect.stringContaining('Reset your password by email'),
    });
    await resetByEmail(ctx, victim.email, 'brand-new-password');
    expect((await signIn(victim.email, 'brand-new-password', freshIp())).statusCode).toBe(200);
  });

  it('forgets earlier failures once the owner signs in', async () => {
    const owner = await newAccount('owner-password');
    for (let attempt = 0; attempt < perAccount - 1; attempt++) {
      expect((await signIn(owner.email, 'typo', freshIp())).statusCode).toBe(401);
    }
    expect((await signIn(owner.email, 'owner-password', freshIp())).statusCode).toBe(200);
    for (let attempt = 0; attempt < perAccount; attempt++) {
      expect((await signIn(owner.email, 'typo', freshIp())).statusCode).toBe(401);
    }
    expect((await signIn(owner.email, 'typo', freshIp())).statusCode).toBe(429);
  });
});

describe('sign-up does not tell which emails are registered', () => {
  it('answers a taken email like a new one: same status and body shape, only no session', async () => {
    const taken = await newAccount('first-password');
    const attempt = (email: string) =>
      postToAuth(
        ctx.app,
        '/api/auth/sign-up/email',
        { name: 'Curious', email, password: 'other-password' },
        freshIp(),
      );
    const fresh = await attempt(uniqueEmail('fresh'));
    const existing = await attempt(taken.email.toUpperCase());
    expect(existing.statusCode).toBe(fresh.statusCode);
    expect(existing.statusCode).toBe(200);
    expect(existing.headers['content-type']).toBe(fresh.headers['content-type']);
    const shape = (body: { user: Record<string, unknown> }) => ({
      keys: Object.keys(body).sort(),
      user: Object.fromEntries(Object.entries(body.user).map(([key, value]) => [key, typeof value])),
    });
    expect(shape(existing.json())).toEqual(shape(fresh.json()));
    expect(existing.json().user.email).toBe(taken.email.toLowerCase());
    expect(existing.json().user.id).not.toBe(taken.userId);
    expect(existing.headers['set-auth-token']).toBeUndefined();
    // Nothing changed for the owner.
    expect((await signIn(taken.email, 'first-password', freshIp())).statusCode).toBe(200);
    expect((await signIn(taken.email, 'other-password', freshIp())).statusCode).toBe(401);
  });
});

describe('public endpoints are rate limited', () => {
  it('newsletter sign-ups', async () => {
    const ip = '203.0.113.5';
    const subscribe = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/newsletter',
        remoteAddress: ip,
        payload: { email: uniqueEmail('reader') },
      });
    expect((await subscribe()).statusCode).toBe(201);
    expect((await subscribe()).statusCode).toBe(201);
    const limited = await subscribe();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: { code: 'RATE_LIMITED', message: expect.any(String) } });
  });

  it('tracking lookups', async () => {
    const ip = '203.0.113.6';
    const lookUp = () =>
      ctx.app.inject({ method: 'GET', url: '/api/track/DSH-1700000000000', remoteAddress: ip });
    expect((await lookUp()).statusCode).toBe(404);
    expect((await lookUp()).statusCode).toBe(404);
    expect((await lookUp()).statusCode).toBe(429);
  });
});

describe('POST /api/uploads refuses what is not a plain image', () => {
  const upload = (bytes: Buffer, fileName: string, contentType: string, headers: object = user.headers) => {
    const form = multipartFile('image', fileName, contentType, bytes);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
  };

  it('needs a session', async () => {
    const response = await upload(tinyPng(), 'me.png', 'image/png', {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: expect.any(String) } });
  });

  it.each([
    ['text renamed .png', Buffer.from('just some text, not an image\n'), 'notes.png', 'image/png'],
    ['HTML renamed .jpg', Buffer.from('<!doctype html><script>alert(1)</script>'), 'x.jpg', 'image/jpeg'],
    [
      'SVG with a script',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'x.png',
      'image/png',
    ],
    [
      'PNG followed by <script>',
      Buffer.concat([tinyPng(), Buffer.from('<script>alert(1)</script>')]),
      'x.png',
      'image/png',
    ],
    ['JPEG start and end markers around HTML', jpegFramedHtml(), 'x.jpg', 'image/jpeg'],
    [
      'JPEG followed by HTML',
      Buffer.concat([tinyJpeg(), Buffer.from('<html><body onload=alert(1)>')]),
      'x.jpg',
      'image/jpeg',
    ],
  ])('%s: 415 in the error shape', async (_name, bytes, fileName, contentType) => {
    const response = await upload(bytes, fileName, contentType);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: { code: 'UNSUPPORTED_IMAGE', message: expect.any(String) } });
  });

  it('an image over 5 MB: 413 in the error shape', async () => {
    const big = Buffer.concat([tinyPng(), crypto.randomBytes(5 * 1024 * 1024)]);
    const response = await upload(big, 'big.png', 'image/png');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: { code: 'FILE_TOO_LARGE', message: expect.any(String) } });
  });

  it('accepts real PNG and JPEG images and serves them inert (nosniff, sandboxed)', async () => {
    const png = await upload(tinyPng(), 'me.png', 'image/png');
    expect(png.statusCode).toBe(201);
    const jpeg = await upload(tinyJpeg(), 'me.jpg', 'image/jpeg');
    expect(jpeg.statusCode).toBe(201);
    const { url } = png.json() as { url: string };
    expect(url).toMatch(/^\/uploads\/[a-z0-9]+-[0-9a-f]{24}\.png$/);
    const served = await ctx.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    const { format, width, height } = await sharp(served.rawPayload).metadata();
    expect({ format, width, height }).toEqual({ format: 'png', width: 1, height: 1 });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });

  it('stores a PNG carrying HTML in a text chunk only as pixels: the chunk and its HTML are gone', async () => {
    const polyglot = pngWithHtmlText();
    expect(polyglot.includes('<script>')).toBe(true);
    const response = await upload(polyglot, 'x.png', 'image/png');
    expect(response.statusCode).toBe(201);
    const served = await ctx.app.inject({ method: 'GET', url: response.json().url });
    expect(served.rawPayload.includes('<script>')).toBe(false);
    expect(served.rawPayload.includes('tEXt')).toBe(false);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('png');
  });

  it('strips metadata such as the GPS position from a photo', async () => {
    const photo = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#336699' } })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Secret Person', ImageDescription: 'home address' } })
      .toBuffer();
    expect(photo.includes('Secret Person')).toBe(true);
    const response = await upload(photo, 'me.jpg', 'image/jpeg');
    expect(response.statusCode).toBe(201);
    const served = await ctx.app.inject({ method: 'GET', url: response.json().url });
    expect(served.rawPayload.includes('Secret Person')).toBe(false);
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
  });
});

describe('upload quota', () => {
  it('allows UPLOAD_DAILY_MAX uploads a day per user, then 429 in the error shape', async () => {
    const quota = await createTestContext({ UPLOAD_DAILY_MAX: '2' });
    try {
      const [first, second] = [await signUp(quota.app), await signUp(quota.app)];
      const send = (who: SignedIn) => {
        const form = multipartFile('image', 'me.png', 'image/png', tinyPng());
        return quota.app.inject({
          method: 'POST',
          url: '/api/uploads',
          headers: { ...who.headers, ...form.headers },
          payload: form.payload,
        });
      };
      expect((await send(first)).statusCode).toBe(201);
      expect((await send(first)).statusCode).toBe(201);
      const refused = await send(first);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        error: { code: 'UPLOAD_QUOTA', message: expect.any(String), params: { max: 2 } },
      });
      expect((await send(second)).statusCode).toBe(201);
    } finally {
      await quota.close();
    }
  });
});
