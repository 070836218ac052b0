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
 * pgbench scripts for the same work with the bench customer's id and email. `statement` is what Desh
 * Courier sends for the bench's booking, its parameters written as literals: the tracking clock's
 * statement on its own (`takeTrackingMs`), then a transaction of the parcel with its first event and
 * announcement (`insertBookedParcel` in apps/api/src/modules/parcels/parcels.repository.ts) and the
 * merchant's webhooks (`enqueueParcelChange` in apps/api/src/modules/webhooks/webhooks.service.ts; no link
 * or SMS, as the bench's booking has no receiver phone). Its time format spells ':' as chr(58) here,
 * since pgbench reads `:MI` as a variable. `transaction` is the reference's BEGIN … COMMIT.
 */
export function pgbenchScripts(
  senderId: string,
  senderEmail: string,
): { statement: string; transaction: string } {
  const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;
  const sender = literal(senderId);
  const email = literal(senderEmail);
  const at = `to_char(event.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24' || chr(58) || 'MI' || chr(58) || 'SS.MS"Z"')`;
  const oneLine = (text: string) => text.replaceAll('\n', ' ').replace(/\s+/g, ' ').trim();
  const statement = [
    `update tracking_clock set last_ms = greatest(last_ms + 1, (extract(epoch from clock_timestamp()) * 1000)::bigint)
      where id = 1 returning last_ms \\gset`,
    'begin;',
    `with parcel as (
      insert into parcels (id, tracking_id, parcel_title, receiver_name, receiver_phone, receiver_language, pickup_address,
        delivery_address, pickup_district, delivery_district, pickup_upazila, delivery_upazila, store_id,
        parcel_type, delivery_fee_poisha, payment_method, cod_amount_poisha, return_charge_poisha, promised_date,
        weight_grams, delivery_type, fee_breakdown, rate_card_id, exchange_item, merchant_order_id, sender_id,
        sender_email, status, booking_time)
      values (gen_random_uuid()::text, 'DSH-' || :last_ms, 'Benchmark parcel', 'Bench Receiver', null, 'bn',
        'House 1, Road 2, Dhanmondi', 'Shop 3, Zindabazar', 'dhaka', 'sylhet', null, null, null, 'medium', 12000, 'cod',
        0, 0, null, null, 'regular', null, null, null, null, ${sender}, ${email}, 'pending',
        timestamptz 'epoch' + :last_ms * interval '1 millisecond')
      on conflict (sender_id, merchant_order_id) do nothing
      returning id, tracking_id, updated_at, booked_seq
    ), event as (
      insert into parcel_events (parcel_id, from_status, to_status, actor_id, actor_role, note)
      select parcel.id, null, 'pending', ${sender}, 'customer', null from parcel returning created_at
    )
    select parcel.id as parcel_id, parcel.updated_at, parcel.booked_seq, ${at} as at,
      pg_notify('parcel_events', json_build_object('parcelId', parcel.id, 'trackingId', parcel.tracking_id,
        'senderId', ${sender}::text, 'riderId', null, 'fromStatus', null, 'toStatus', 'pending', 'note', null,
        'at', ${at})::text)
    from parcel cross join event \\gset`,
    `with queued as (
      insert into webhook_messages (message_id, endpoint_id, event_type, subject, payload)
      select 'msg_' || replace(gen_random_uuid()::text, '-', ''), e.id, t.event_type, 'parcel:' || :parcel_id::text,
        jsonb_build_object('type', t.event_type, 'timestamp', :at::text, 'data', jsonb_build_object(
          'parcelId', :parcel_id::text, 'trackingId', 'DSH-' || :last_ms, 'fromStatus', null::text,
          'toStatus', 'pending'::text, 'note', null::text, 'at', :at::text, 'merchantOrderId', null::text))
      from webhook_endpoints e
      cross join unnest('{"parcel.status_changed"}'::text[]) with ordinality as t(event_type, ord)
      where e.user_id = ${sender} and e.enabled and t.event_type = any(e.events)
      order by e.id, t.ord
      returning pg_notify('webhook_messages', '')
    ) select count(*)::int from queued;`,
    'commit;',
  ]
    .map(oneLine)
    .join('\n');
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
  return { statement, transaction };
}
