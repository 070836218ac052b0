import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/**
 * Makes updates of `table`'s status column fail as writes do while the database fails over (a standby
 * refuses them), until `takeWrites` is called: a trigger, so the code under test runs unchanged.
 */
export async function refuseStatusUpdates(
  db: Database['db'],
  table: 'sms_outbox' | 'webhook_messages',
): Promise<{ takeWrites: () => Promise<void>; remove: () => Promise<void> }> {
  await db.execute(sql`create table failover_switch (refusing boolean not null)`);
  await db.execute(sql`insert into failover_switch values (true)`);
  await db.execute(sql`
    create function refuse_while_failing_over() returns trigger language plpgsql as $$
    begin
      if (select refusing from failover_switch) then
        raise exception 'cannot execute UPDATE in a read-only transaction' using errcode = '25006';
      end if;
      return new;
    end $$`);
  await db.execute(
    sql.raw(`create trigger refuse_while_failing_over before update of status on ${table}
      for each row execute function refuse_while_failing_over()`),
  );
  return {
    takeWrites: async () => {
      await db.execute(sql`update failover_switch set refusing = false`);
    },
    remove: async () => {
      await db.execute(sql.raw(`drop trigger refuse_while_failing_over on ${table}`));
      await db.execute(sql`drop function refuse_while_failing_over`);
      await db.execute(sql`drop table failover_switch`);
    },
  };
}
