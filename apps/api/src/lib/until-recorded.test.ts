import { describe, expect, it } from 'vitest';
import { untilRecorded } from './until-recorded.ts';

function clock() {
  let time = 1_000;
  return {
    now: () => time,
    sleep: async (ms: number) => {
      time += ms;
    },
    waited: () => time - 1_000,
  };
}

describe('untilRecorded', () => {
  it('writes again through a failover until the database takes it', async () => {
    const time = clock();
    let calls = 0;
    const retries: number[] = [];
    const answer = await untilRecorded(
      async () => {
        calls++;
        if (calls < 4) throw new Error('the database system is shutting down');
        return 'marked';
      },
      {
        deadline: 60_000,
        now: time.now,
        sleep: time.sleep,
        onRetry: (_error, attempt) => retries.push(attempt),
      },
    );
    expect(answer).toBe('marked');
    expect(calls).toBe(4);
    expect(retries).toEqual([1, 2, 3]);
    // 200 + 400 + 800 ms: the waits double.
    expect(time.waited()).toBe(1_400);
  });

  it('gives up with the last error once the deadline has passed, never waiting beyond it', async () => {
    const time = clock();
    await expect(
      untilRecorded(
        async () => {
          throw new Error('connection refused');
        },
        { deadline: 5_000, now: time.now, sleep: time.sleep, maxDelayMs: 1_500 },
      ),
    ).rejects.toThrow('connection refused');
    expect(time.now()).toBe(5_000);
  });
});
