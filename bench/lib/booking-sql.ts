// The booking, as SQL text for the reference server and for pgbench.

/** What a plain implementation sends (bench/reference-server.ts): one statement per step inside BEGIN … COMMIT. */
export const referenceBookingSteps = {
  clock: `update tracking_clock set last_ms = greatest(last_ms + 1, (extract(epoch from clock_timestamp()) * 1000)::bigint)
    where id = 1 returning last_ms`,
  parcel: `insert into parcels (id, tracking_id, parcel_title, receiver_name, pickup_address, delivery_address,
      pickup_district, delivery_district, parcel_type, delivery_fee_poisha, payment_method, sender_id, sender_email,
      status, booking_time)
    values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, 'pending', $14)
    returning id as "_id", tracking_id as "trackingId", parcel_title as "parcelTitle", status,
      booking_time as "bookingTime", updated_at as "updatedAt"`,
  event: `insert into parcel_events (parcel_id, from_status, to_status, actor_id, actor_role)
    values ($1, null, 'pending', $2, $3) returning created_at`,
  notify: `select pg_notify('parcel_events', $1)`,
};

/**
 * pgbench scripts for the same work with the bench customer's id and email. `statement` is the
 * statement Desh Courier sends for the bench's booking (bookParcelAtomically in
 * apps/api/src/modules/parcels/parcels.repository.ts with the webhook outbox CTE of
 * apps/api/src/modules/webhooks/webhooks.repository.ts; no SMS CTE, as the bench's booking has no receiver
 * phone), its parameters written as literals; its time format spells ':' as chr(58) here, since pgbench
 * reads `:MI` as a variable. `transaction` is the reference's BEGIN … COMMIT.
 */
export function pgbenchScripts(
  senderId: string,
  senderEmail: string,
): { statement: string; transaction: string } {
  const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;
  const sender = literal(senderId);
  const email = literal(senderEmail);
  const statement = `with clock as (
  update tracking_clock set last_ms = greatest(last_ms + 1, (extract(epoch from clock_timestamp()) * 1000)::bigint)
  where id = 1 returning last_ms
), parcel as (
  insert into parcels (id, tracking_id, parcel_title, receiver_name, receiver_phone, receiver_language, pickup_address,
    delivery_address, pickup_district, delivery_district, pickup_upazila, delivery_upazila, store_id,
    parcel_type, delivery_fee_poisha, payment_method, cod_amount_poisha, merchant_order_id, sender_id,
    sender_email, status, booking_time)
  select gen_random_uuid()::text, 'DSH-' || clock.last_ms, 'Benchmark parcel', 'Bench Receiver', null, 'bn',
    'House 1, Road 2, Dhanmondi', 'Shop 3, Zindabazar', 'dhaka', 'sylhet', null, null, null,
    'medium', 12000, 'cod', 0, null, ${sender},
    ${email}, 'pending', timestamptz 'epoch' + clock.last_ms * interval '1 millisecond'
  from clock
  on conflict (sender_id, merchant_order_id) do nothing
  returning id, tracking_id, merchant_order_id, updated_at
), event as (
  insert into parcel_events (parcel_id, from_status, to_status, actor_id, actor_role, note)
  select parcel.id, null, 'pending', ${sender}, 'customer', null from parcel returning created_at
), booked as (
  select parcel.id, parcel.tracking_id, parcel.merchant_order_id,
    to_char(event.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24' || chr(58) || 'MI' || chr(58) || 'SS.MS"Z"') as at
  from parcel, event
), outbox_1 as (
  insert into webhook_messages (message_id, endpoint_id, event_type, subject, payload)
  select 'msg_' || replace(gen_random_uuid()::text, '-', ''), e.id, t.event_type, 'parcel:' || booked.id::text,
    jsonb_build_object('type', t.event_type, 'timestamp', booked.at::text, 'data', jsonb_build_object(
      'parcelId', booked.id::text, 'trackingId', booked.tracking_id::text, 'fromStatus', null::text,
      'toStatus', 'pending'::text, 'note', null::text, 'at', booked.at::text, 'merchantOrderId', booked.merchant_order_id))
  from webhook_endpoints e
  cross join unnest('{"parcel.status_changed"}'::text[]) with ordinality as t(event_type, ord)
  cross join booked
  where e.user_id = ${sender} and e.enabled and t.event_type = any(e.events)
  order by e.id, t.ord
  returning pg_notify('webhook_messages', '')
)
select clock.last_ms, parcel.updated_at, pg_notify('parcel_events', json_build_object(
  'parcelId', booked.id, 'trackingId', booked.tracking_id, 'senderId', ${sender}::text,
  'riderId', null, 'fromStatus', null, 'toStatus', 'pending', 'note', null, 'at', booked.at)::text)
from clock, parcel, booked;
`;
  const transaction = `begin;
update tracking_clock set last_ms = greatest(last_ms + 1, (extract(epoch from clock_timestamp()) * 1000)::bigint) where id = 1 returning last_ms \\gset
insert into parcels (id, tracking_id, parcel_title, receiver_name, pickup_address, delivery_address, pickup_district,
  delivery_district, parcel_type, delivery_fee_poisha, payment_method, sender_id, sender_email, status, booking_time)
  values ('pgbench-' || :last_ms, 'DSH-' || :last_ms, 'Benchmark parcel', 'Bench Receiver', 'House 1, Road 2, Dhanmondi',
  'Shop 3, Zindabazar', 'dhaka', 'sylhet', 'medium', 12000, 'cod', ${sender}, ${email}, 'pending',
  timestamptz 'epoch' + :last_ms * interval '1 millisecond') returning updated_at;
insert into parcel_events (parcel_id, from_status, to_status, actor_id, actor_role)
  values ('pgbench-' || :last_ms, null, 'pending', ${sender}, 'customer') returning created_at;
select pg_notify('parcel_events', '{}');
commit;
`;
  return { statement: statement.replaceAll('\n', ' ').replace(/\s+/g, ' ').trim(), transaction };
}
