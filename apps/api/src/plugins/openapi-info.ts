/** The text of /api/docs: what a merchant integrating with Desh Courier reads first. */
export const apiDescription = [
  'Parcel booking, tracking, riders and admin for Desh Courier. Errors are JSON: `{ "error": { "code", "message", "fields"? } }`.',
  '',
  '## Signing in',
  'The web app uses a session cookie. Programs send `Authorization: Bearer <token>`: a session token (the `set-auth-token` ' +
    'header of sign-in) or a merchant API key created on the settings page (shown once, stored hashed, revocable). ' +
    'API keys work on the parcel, quote, tracking, store and webhook operations only, never on accounts, roles or keys.',
  '',
  '## Booking from a shop',
  '- `merchantOrderId` (your order number) is unique per merchant: sending it again answers with the parcel booked first.',
  '- `Idempotency-Key` on `POST /api/parcels`: a retry with the same key and body replays the first answer, also one sent ' +
    'while the first is still at work (it waits for it); another body gets 422.',
  '- `POST /api/parcels/bulk` books up to 500 parcels and answers row by row.',
  '',
  '## Webhooks',
  'Register an endpoint and pick events; each delivery is a POST signed per Standard Webhooks ' +
    '(`webhook-id`, `webhook-timestamp`, `webhook-signature` headers; verify with the endpoint secret `whsec_…`, ' +
    'for example with the `standardwebhooks` package). Deliveries arrive at least once and in order per parcel, ' +
    'are retried with exponential backoff for about 28 hours, and every attempt is in the endpoint’s log, where a ' +
    'message can be sent again. Answer 2xx quickly; drop repeats by `webhook-id`.',
].join('\n');

/** Every tag an operation uses, with what it groups (Spectral's operation-tag-defined checks the list). */
export const apiTags = [
  {
    name: 'parcels',
    description: 'Booking parcels (one, in bulk, idempotently), listing, reading and cancelling them.',
  },
  { name: 'parcel workflow', description: 'Assigning riders and moving parcels through their statuses.' },
  {
    name: 'tracking',
    description: 'Public tracking by tracking ID, and live updates as Server-Sent Events.',
  },
  {
    name: 'quote',
    description:
      'Delivery prices by zone, parcel type, weight, delivery type and cash-on-delivery amount, with the promised day.',
  },
  {
    name: 'rate-cards',
    description:
      'Merchants’ own prices from a day on (admins set them; a merchant reads the prices in force).',
  },
  { name: 'holidays', description: 'Public holidays that promised delivery days skip (admins keep them).' },
  {
    name: 'webhooks',
    description:
      'Endpoints that receive signed parcel events (Standard Webhooks), their secrets, and the delivery log with resend.',
  },
  {
    name: 'ledger',
    description: 'The money trail: rider cash, handovers, payouts and corrections (admins and riders).',
  },
  { name: 'payments', description: 'A merchant’s balance, movements, statements and payout account.' },
  {
    name: 'areas',
    description: 'Districts and their upazilas and thanas: the ids bookings and stores take.',
  },
  { name: 'stores', description: 'A merchant’s pickup stores. Works with an API key.' },
  {
    name: 'api-keys',
    description: 'Merchant API keys (`Authorization: Bearer dsh_live_…`). Managed only when signed in.',
  },
  {
    name: 'delivery',
    description: 'Out for delivery, proof of delivery, failed attempts and returns.',
  },
  {
    name: 'network',
    description:
      'Hubs at work: scans at every handover, bags, line-haul trips, exceptions, riders’ runs and the network board.',
  },
  {
    name: 'receivers',
    description:
      'The receiver’s private link (their parcel, another day, instructions, a map pin) and a receiver phone’s record before booking. Record lookups work with an API key.',
  },
  { name: 'sms', description: 'Where a customer gets SMS about their parcels.' },
  { name: 'riders', description: 'Rider applications and their review.' },
  {
    name: 'hubs',
    description: 'The network for admins: hubs, the areas each serves, lanes, staff and riders’ hubs.',
  },
  { name: 'users', description: 'The signed-in user’s own record.' },
  { name: 'admin', description: 'Users, roles and dashboard figures, for admins.' },
  { name: 'uploads', description: 'Profile photo uploads.' },
  { name: 'newsletter', description: 'Newsletter sign-up.' },
  { name: 'support', description: 'Questions to support from anyone, and the admins’ answers.' },
  { name: 'config', description: 'Public settings of this deployment.' },
  { name: 'health', description: 'Liveness, readiness and metrics for operators.' },
];
