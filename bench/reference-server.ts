// The reference the signed-in endpoints are measured against (issue 14): a plain Express 5 + pg
// implementation of `GET /api/parcels?email=`, `POST /api/parcels` and `GET /api/track/:id` on the same
// database, as one would write it by hand. One pool of 10, hand-written SQL, the session looked up by
// token joined to users on every request, no cache, no rate limit, no validation library.
import crypto from 'node:crypto';
import express, { type NextFunction, type Request, type Response } from 'express';
import pg from 'pg';
import { referenceBookingSteps } from './lib/booking-sql.ts';

const port = Number(process.env.PORT ?? 3000);
const secret = process.env.BETTER_AUTH_SECRET ?? '';
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

interface Caller {
  id: string;
  email: string;
  role: string;
}

/** Better Auth's signed token: `token.base64(HMAC-SHA256(secret, token))`. */
function tokenOf(request: Request): string | undefined {
  const header = request.headers.authorization ?? '';
  if (!header.toLowerCase().startsWith('bearer ')) return undefined;
  const signed = decodeURIComponent(header.slice(7).trim());
  const dot = signed.lastIndexOf('.');
  if (dot < 1) return undefined;
  const token = signed.slice(0, dot);
  const expected = crypto.createHmac('sha256', secret).update(token).digest('base64');
  return expected === signed.slice(dot + 1) ? token : undefined;
}

async function caller(request: Request): Promise<Caller | undefined> {
  const token = tokenOf(request);
  if (!token) return undefined;
  const { rows } = await pool.query<Caller>(
    `select u.id, u.email, u.role from sessions s join users u on u.id = s.user_id
     where s.token = $1 and s.expires_at > now()`,
    [token],
  );
  return rows[0];
}

const parcelColumns = `id as "_id", tracking_id as "trackingId", parcel_title as "parcelTitle",
  receiver_name as "receiverName", receiver_phone as "receiverPhone", pickup_address as "pickupAddress",
  delivery_address as "deliveryAddress", pickup_district as "pickupDistrict", delivery_district as "deliveryDistrict",
  parcel_type as "parcelType", (delivery_fee_poisha / 100.0)::float8 as "deliveryFee", payment_method as "paymentMethod",
  (cod_amount_poisha / 100.0)::float8 as "codAmount", sender_email as "senderEmail", status, rider_id as "riderId",
  booking_time as "bookingTime", updated_at as "updatedAt"`;

const app = express();
app.use(express.json());

const handle =
  (route: (request: Request, response: Response) => Promise<void>) =>
  (request: Request, response: Response, next: NextFunction) => {
    route(request, response).catch(next);
  };

/** A route for a signed-in caller: 401 before `route` runs when the token names no live session. */
const signedIn = (route: (request: Request, response: Response, user: Caller) => Promise<void>) =>
  handle(async (request, response) => {
    const user = await caller(request);
    if (!user) {
      response.status(401).json({ error: { code: 'UNAUTHORIZED', message: 'Sign in first.' } });
      return;
    }
    await route(request, response, user);
  });

app.get(
  '/api/parcels',
  signedIn(async (request, response, user) => {
    const email = typeof request.query.email === 'string' ? request.query.email.toLowerCase() : user.email;
    if (email !== user.email.toLowerCase() && user.role !== 'admin') {
      response.status(403).json({ error: { code: 'FORBIDDEN', message: 'Not your parcels.' } });
      return;
    }
    const [page, count] = await Promise.all([
      pool.query(
        `select ${parcelColumns} from parcels where sender_email = $1
         order by booking_time desc nulls last, id asc limit 20 offset 0`,
        [email],
      ),
      pool.query<{ total: number }>(
        'select count(*)::int as total from (select 1 from parcels where sender_email = $1 limit 10001) as capped',
        [email],
      ),
    ]);
    const total = count.rows[0]?.total ?? 0;
    response.set('X-Total-Count', String(Math.min(total, 10_000)));
    response.set('Cache-Control', 'private, no-store');
    response.json(page.rows);
  }),
);

app.post(
  '/api/parcels',
  signedIn(async (request, response, user) => {
    const body = request.body as Record<string, unknown>;
    for (const field of ['parcelTitle', 'receiverName', 'pickupAddress', 'deliveryAddress', 'parcelType']) {
      if (typeof body[field] !== 'string' || !body[field]) {
        response.status(400).json({ error: { code: 'VALIDATION', message: `${field} is required.` } });
        return;
      }
    }
    const client = await pool.connect();
    try {
      const steps = referenceBookingSteps;
      await client.query('begin');
      const clock = await client.query<{ last_ms: string }>(steps.clock);
      const ms = Number(clock.rows[0]?.last_ms);
      const parcel = await client.query(steps.parcel, [
        crypto.randomUUID(),
        `DSH-${ms}`,
        body.parcelTitle,
        body.receiverName,
        body.pickupAddress,
        body.deliveryAddress,
        body.pickupDistrict ?? null,
        body.deliveryDistrict ?? null,
        body.parcelType,
        Math.round(Number(body.deliveryFee) * 100),
        body.paymentMethod,
        user.id,
        user.email.toLowerCase(),
        new Date(ms),
      ]);
      const row = parcel.rows[0] as { _id: string; trackingId: string };
      const event = await client.query<{ created_at: Date }>(steps.event, [row._id, user.id, user.role]);
      await client.query(steps.notify, [
        JSON.stringify({
          parcelId: row._id,
          trackingId: row.trackingId,
          senderId: user.id,
          riderId: null,
          fromStatus: null,
          toStatus: 'pending',
          note: null,
          at: event.rows[0]?.created_at.toISOString(),
        }),
      ]);
      await client.query('commit');
      response.status(201).json(row);
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }),
);

app.get(
  '/api/track/:id',
  handle(async (request, response) => {
    const { rows } = await pool.query(
      `select p.tracking_id as "trackingId", p.status, p.parcel_type as "parcelType",
         p.pickup_district as "pickupDistrict", p.delivery_district as "deliveryDistrict",
         p.booking_time as "bookingTime", p.updated_at as "updatedAt",
         coalesce((select json_agg(json_build_object('status', e.to_status, 'at', e.created_at)
           order by e.created_at, e.id) from parcel_events e where e.parcel_id = p.id), '[]'::json) as timeline
       from parcels p where p.tracking_id = $1`,
      [request.params.id],
    );
    if (!rows[0]) {
      response.status(404).json({ error: { code: 'NOT_FOUND', message: 'No parcel has that tracking ID.' } });
      return;
    }
    response.json(rows[0]);
  }),
);

app.get('/ready', (_request, response) => {
  response.json({ ok: true });
});

app.listen(port, '127.0.0.1');
