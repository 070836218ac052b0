/** A minimal Server-Sent Events reader over fetch, for tests (app.inject cannot stream). */
export interface SseMessage {
  event: string;
  data: string;
}

export interface SseClient {
  response: Response;
  /** The next message (comments included as event `comment`), or undefined once the stream ended. */
  next(timeoutMs?: number): Promise<SseMessage | undefined>;
  close(): void;
}

function parse(block: string): SseMessage | undefined {
  let event = 'message';
  const data: string[] = [];
  let comment: string | undefined;
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) comment = line.slice(1).trim();
    else if (line.startsWith('event:')) event = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
  }
  if (data.length > 0) return { event, data: data.join('\n') };
  if (comment !== undefined) return { event: 'comment', data: comment };
  return undefined;
}

export async function connectSse(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const queue: SseMessage[] = [];
  let ended = false;

  async function fill(): Promise<void> {
    if (!reader) {
      ended = true;
      return;
    }
    let result: ReadableStreamReadResult<Uint8Array>;
    try {
      result = await reader.read();
    } catch {
      // Closed by us (abort) or by the server: either way the stream is over.
      ended = true;
      return;
    }
    const { done, value } = result;
    if (done) {
      ended = true;
      return;
    }
    buffer += decoder.decode(value, { stream: true });
    let boundary = buffer.indexOf('\n\n');
    while (boundary !== -1) {
      const message = parse(buffer.slice(0, boundary));
      buffer = buffer.slice(boundary + 2);
      if (message) queue.push(message);
      boundary = buffer.indexOf('\n\n');
    }
  }

  return {
    response,
    async next(timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (queue.length === 0 && !ended) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error('timed out waiting for a server-sent event');
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('timed out waiting for a server-sent event')), left);
        });
        try {
          await Promise.race([fill(), timeout]);
        } finally {
          clearTimeout(timer);
        }
      }
      return queue.shift();
    },
    close() {
      controller.abort();
    },
  };
}
