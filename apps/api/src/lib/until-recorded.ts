/**
 * Writes a fact a worker must not forget, such as "this message went out", again and again until the
 * database takes it or the deadline passes. While the database fails over, writes fail for seconds:
 * giving up at once would leave a sent message looking unsent, and when its lease ran out it would be
 * sent a second time (issue 64: every SMS and webhook sent exactly once). The write must be safe to
 * repeat, because a commit whose answer was lost may have landed.
 */
export async function untilRecorded<T>(
  write: () => Promise<T>,
  options: {
    /** Epoch milliseconds after which the last error is thrown (before the claim's lease ends). */
    deadline: number;
    firstDelayMs?: number;
    maxDelayMs?: number;
    onRetry?: (error: unknown, attempt: number) => void;
    sleep?: (ms: number) => Promise<void>;
    now?: () => number;
  },
): Promise<T> {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let delay = options.firstDelayMs ?? 200;
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      const wait = Math.min(delay, options.deadline - now());
      if (wait <= 0) throw error;
      options.onRetry?.(error, attempt);
      await sleep(wait);
      delay = Math.min(delay * 2, options.maxDelayMs ?? 2_000);
    }
  }
}
