import { type Booked, bookOnce, log, signUpMany, startApi, stillThere } from './common.ts';

export interface CrashFigures {
  engine: string;
  acknowledged: number;
  found: number;
  failedWhileDying: number;
}

/**
 * Streams bookings (`concurrency` at a time, in a loop), kill -9s the server after `killAfterMs`,
 * restarts it on the same database and counts how many acknowledged (201) bookings survived.
 */
export async function crashWithoutLoss(
  engine: string,
  port: number,
  dataDir: string,
  databaseUrl?: string,
  concurrency = 20,
  killAfterMs = 2000,
): Promise<CrashFigures> {
  const first = await startApi(port, dataDir, databaseUrl);
  const tokens = await signUpMany(first.url, 10);
  const acknowledged: Booked[] = [];
  let failedWhileDying = 0;
  let killed = false;
  const errors: string[] = [];
  const workers = Array.from({ length: concurrency }, async (_, worker) => {
    for (let round = 0; !killed; round++) {
      const result = await bookOnce(
        first.url,
        tokens[worker % tokens.length] as string,
        `Crash ${worker}-${round}`,
      );
      if (result.booked) acknowledged.push(result.booked);
      else {
        failedWhileDying += 1;
        if (errors.length < 3) errors.push(`${result.status} ${result.error}`);
      }
    }
  });
  // The clock starts at the first acknowledged booking, so a slow machine still kills mid-stream.
  const giveUpAt = Date.now() + 60_000;
  while (acknowledged.length === 0 && Date.now() < giveUpAt)
    await new Promise((resolve) => setTimeout(resolve, 20));
  const killAt = Date.now() + killAfterMs;
  while (Date.now() < killAt) await new Promise((resolve) => setTimeout(resolve, 20));
  first.child.kill('SIGKILL');
  await new Promise((resolve) => first.child.once('exit', resolve));
  killed = true;
  await Promise.all(workers);
  for (const error of errors) log(`crash (${engine}): a booking failed: ${error}`);
  log(`crash (${engine}): killed with ${acknowledged.length} bookings acknowledged; restarting`);
  const second = await startApi(port, dataDir, databaseUrl);
  try {
    const found = await stillThere(second.url, acknowledged);
    return { engine, acknowledged: acknowledged.length, found, failedWhileDying };
  } finally {
    await second.stop();
  }
}
