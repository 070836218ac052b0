import {
  loginSchema,
  type PriceCalculatorFlash,
  type PriceCalculatorInput,
  priceCalculatorFields,
  priceCalculatorQuery,
  roleHome,
  signupSchema,
} from '@desh/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { forbidden } from '../lib/errors.ts';
import { pickLanguage } from './prerendered-pages.ts';

/**
 * The prerendered pages' forms work before (and without) the app's scripts: each is a real
 * `method="post"` form, answered here (docs/decisions/011). A handler turns the form into the same
 * JSON call the app makes and sends it through this server's own routes (`app.inject`, with the
 * visitor's address, origin and cookies), so the JSON endpoint's checks all apply unchanged: rate
 * limits, the per-account sign-in limits, text limits, the taken-email concealment. The answer is a
 * 303 to a page, never carrying the form's fields in its address; the outcome travels in a
 * short-lived `flash` cookie that the page shows once its scripts run (apps/web/src/lib/flash.ts).
 */
export const flashCookie = 'flash';
export type PageForm = 'login' | 'signup' | 'newsletter' | 'price';
export interface Flash {
  form: PageForm;
  /** `OK`, or the error's code. */
  code: string;
  /** The spec's message for a field, when the form was refused for one (a key the page translates). */
  message?: string;
  /**
   * Every refused field's message (keys the page translates), by field: the page draws each by its
   * field (prerendered-pages.ts before the scripts, the form after), as the scripted form does.
   */
  fields?: Record<string, string>;
}

/** The first message for each refused field, by field name, in the schema's order. */
export function refusedFieldMessages(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const name = issue.path[0];
    if (typeof name === 'string' && !(name in fields)) fields[name] = issue.message;
  }
  return fields;
}

/** Form bodies are small: three short fields. */
const formBodyLimit = 8 * 1024;

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** Browsers send Origin with every form POST (Referer as a fallback): anything else is not our page. */
function assertSameSite(request: FastifyRequest, allowed: ReadonlySet<string>): void {
  const { origin, referer } = request.headers;
  const from = origin ?? (referer ? originOf(referer) : undefined);
  if (!from || !allowed.has(from)) throw forbidden('This form was sent from another site and was refused.');
}

function field(body: unknown, name: string): string {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
}

export function registerPageForms(
  app: FastifyInstance,
  options: { trustedOrigins: readonly string[]; secureCookies: boolean },
): void {
  const allowed = new Set(options.trustedOrigins.map(originOf).filter((o): o is string => Boolean(o)));
  const secure = options.secureCookies;

  const redirect = (
    reply: FastifyReply,
    to: string,
    flash: Flash | PriceCalculatorFlash,
    cookies: string[] = [],
  ) => {
    const value = encodeURIComponent(JSON.stringify(flash));
    const flashSetting = `${flashCookie}=${value}; Path=/; Max-Age=60; SameSite=Lax${secure ? '; Secure' : ''}`;
    return reply
      .header('set-cookie', [...cookies, flashSetting])
      .header('Cache-Control', 'no-store')
      .redirect(to, 303);
  };

  /** The visitor's own request, replayed as the app's JSON call. */
  const call = (request: FastifyRequest, url: string, payload: object, cookie?: string) =>
    app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: request.ip,
      headers: {
        'content-type': 'application/json',
        ...(request.headers.origin ? { origin: request.headers.origin } : {}),
        ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
        ...(request.headers['accept-language']
          ? { 'accept-language': request.headers['accept-language'] }
          : {}),
        ...(cookie ? { cookie } : {}),
      },
    });

  const errorCode = (answer: { statusCode: number; body: string }) => {
    if (answer.statusCode === 429) return 'TOO_MANY_REQUESTS';
    try {
      const body = JSON.parse(answer.body) as { code?: unknown; error?: { code?: unknown } };
      const code = body.error?.code ?? body.code;
      if (typeof code === 'string' && /^[A-Z0-9_]{1,64}$/.test(code)) return code;
    } catch {
      // Not JSON: the generic message.
    }
    return 'FAILED';
  };

  /** The session cookie Better Auth set, as the cookies to send on (name=value pairs). */
  const sessionCookies = (setCookie: string | string[] | undefined) =>
    (Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []).filter((cookie) =>
      /^(?:__Secure-)?better-auth\.session_token=[^;]+/.test(cookie),
    );

  const signedIn = async (
    request: FastifyRequest,
    reply: FastifyReply,
    form: PageForm,
    answer: Awaited<ReturnType<typeof call>>,
    email: string,
  ) => {
    const cookies = sessionCookies(answer.headers['set-cookie']);
    // A taken email answers like a new account, only without a session (plugins/auth-answers.ts).
    if (cookies.length === 0) return redirect(reply, `/${form}`, { form, code: 'ACCOUNT_NOT_CREATED' });
    // The app saves the user record after each sign-in (the spec's last_log_in); so does this.
    const cookie = cookies.map((setting) => setting.split(';')[0]).join('; ');
    const record = await call(
      request,
      '/api/users',
      { email, role: 'customer', last_log_in: new Date().toISOString() },
      cookie,
    );
    if (record.statusCode >= 400)
      request.log.warn({ status: record.statusCode }, 'saving the user record failed');
    const all = answer.headers['set-cookie'];
    // Staff land on their work (a rider's run, the hub's scan station, the admin's desk), a shop on the home page.
    let role: string | undefined;
    try {
      role = (JSON.parse(answer.body) as { user?: { role?: string } }).user?.role;
    } catch {
      role = undefined;
    }
    return redirect(reply, roleHome(role), { form, code: 'OK' }, Array.isArray(all) ? all : all ? [all] : []);
  };

  /** Login and signup: the fields checked by the app's own schema (its messages), then Better Auth's route. */
  const authForm = async <Fields extends { email: string }>(
    request: FastifyRequest,
    reply: FastifyReply,
    form: 'login' | 'signup',
    parsed: z.ZodSafeParseResult<Fields>,
    send: (fields: Fields) => ReturnType<typeof call>,
  ) => {
    if (!parsed.success)
      return redirect(reply, `/${form}`, {
        form,
        code: 'VALIDATION_ERROR',
        message: parsed.error.issues[0]?.message,
        fields: refusedFieldMessages(parsed.error.issues),
      });
    const answer = await send(parsed.data);
    if (answer.statusCode !== 200) return redirect(reply, `/${form}`, { form, code: errorCode(answer) });
    return signedIn(request, reply, form, answer, parsed.data.email);
  };

  app.register(async (forms) => {
    // Only these routes read form bodies: the JSON API keeps refusing them (no cross-site simple POSTs).
    forms.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: formBodyLimit },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    forms.addHook('preHandler', async (request) => assertSameSite(request, allowed));

    forms.post('/login', { schema: { hide: true } }, async (request, reply) => {
      const parsed = loginSchema.safeParse({
        email: field(request.body, 'email'),
        password: field(request.body, 'password'),
      });
      return authForm(request, reply, 'login', parsed, (fields) =>
        call(request, '/api/auth/sign-in/email', { ...fields, rememberMe: true }),
      );
    });

    forms.post('/login/google', { schema: { hide: true } }, async (request, reply) => {
      const answer = await call(request, '/api/auth/sign-in/social', {
        provider: 'google',
        callbackURL: '/',
        errorCallbackURL: '/login?error=google',
      });
      let url: unknown;
      try {
        url = (JSON.parse(answer.body) as { url?: unknown }).url;
      } catch {
        url = undefined;
      }
      if (answer.statusCode !== 200 || typeof url !== 'string' || !url.startsWith('https://'))
        return redirect(reply, '/login', { form: 'login', code: 'GOOGLE_UNAVAILABLE' });
      // Better Auth's state cookie goes along: the callback checks it.
      const cookies = [answer.headers['set-cookie']].flat().filter((c): c is string => typeof c === 'string');
      return reply.header('set-cookie', cookies).header('Cache-Control', 'no-store').redirect(url, 303);
    });

    forms.post('/signup', { schema: { hide: true } }, async (request, reply) => {
      const parsed = signupSchema.safeParse({
        name: field(request.body, 'name'),
        email: field(request.body, 'email'),
        password: field(request.body, 'password'),
      });
      return authForm(request, reply, 'signup', parsed, (fields) =>
        call(request, '/api/auth/sign-up/email', fields),
      );
    });

    // The home page's price calculator: the public quote (the caller's own prices when signed in, as a
    // booking is charged), drawn into the home page (prerendered-pages.ts) that the 303 leads to.
    forms.post('/price', { schema: { hide: true } }, async (request, reply) => {
      const input: PriceCalculatorInput = Object.fromEntries(
        priceCalculatorFields.map((name) => [name, field(request.body, name).slice(0, 40)]),
      );
      const answer = await app.inject({
        method: 'GET',
        url: `/api/quote?${new URLSearchParams(priceCalculatorQuery(input))}`,
        remoteAddress: request.ip,
        headers: {
          ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
          ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
        },
      });
      const to = '/#price-calculator';
      if (answer.statusCode !== 200)
        return redirect(reply, to, { form: 'price', code: errorCode(answer), input });
      const { zone, total, breakdown, promisedDate } = JSON.parse(
        answer.body,
      ) as Required<PriceCalculatorFlash>['answer'];
      return redirect(reply, to, {
        form: 'price',
        code: 'OK',
        input,
        answer: { zone, total, breakdown, promisedDate },
      });
    });

    forms.post('/newsletter', { schema: { hide: true } }, async (request, reply) => {
      const locale = pickLanguage(request.headers.cookie, request.headers['accept-language']);
      const answer = await call(request, '/api/newsletter', { email: field(request.body, 'email'), locale });
      if (answer.statusCode < 300) return redirect(reply, '/#newsletter', { form: 'newsletter', code: 'OK' });
      let message: string | undefined;
      try {
        message = (JSON.parse(answer.body) as { error?: { message?: string } }).error?.message;
      } catch {
        message = undefined;
      }
      return redirect(reply, '/#newsletter', { form: 'newsletter', code: errorCode(answer), message });
    });
  });
}
