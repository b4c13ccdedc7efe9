export interface SseMessage {
  id: number;
  event: string;
  data: any;
}

/** The fields of each Server-Sent Events frame of a response body as it arrives; comment lines left out. */
export async function* sseFrames(body: ReadableStream<Uint8Array> | null): AsyncGenerator<Record<string, string>> {
  if (!body) return;
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    text += decoder.decode(chunk, { stream: true });
    let end: number;
    while ((end = text.indexOf('\n\n')) >= 0) {
      const frame = text.slice(0, end);
      text = text.slice(end + 2);
      yield Object.fromEntries(
        frame
          .split('\n')
          .filter((line) => line && !line.startsWith(':'))
          .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
      );
    }
  }
}

/** Reads a Server-Sent Events stream over fetch, as EventSource would, for assertions. */
export async function openEventStream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const messages: SseMessage[] = [];
  // The `ready` frame only gives a resume point, so it is kept apart from the events tests count.
  let readyId: number | undefined;
  let dropped: unknown;
  let finished = false;
  const waiters: Array<() => void> = [];
  const reading = (async () => {
    try {
      for await (const fields of sseFrames(response.body)) {
        if (fields.event === 'ready') readyId = Number(fields.id);
        else if (fields.data !== undefined)
          messages.push({ id: Number(fields.id), event: fields.event ?? 'message', data: JSON.parse(fields.data) });
        waiters.splice(0).forEach((wake) => wake());
      }
    } catch (error) {
      if (!controller.signal.aborted) dropped = error;
    } finally {
      finished = true;
      waiters.splice(0).forEach((wake) => wake());
    }
  })();

  async function waitUntil(done: () => boolean, failure: () => string, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!done()) {
      if (Date.now() > deadline) throw new Error(failure());
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  }

  return {
    status: response.status,
    messages,
    /** Resolves once `count` messages have arrived, or fails after `timeoutMs`. */
    async waitFor(count: number, timeoutMs = 5_000): Promise<SseMessage[]> {
      await waitUntil(
        () => messages.length >= count,
        () => `Expected ${count} events, got ${messages.length}: ${JSON.stringify(messages)}`,
        timeoutMs,
      );
      return messages.slice(0, count);
    },
    /** The id of the `ready` frame the server writes first on a single-channel stream. */
    async waitForReady(timeoutMs = 5_000): Promise<number> {
      await waitUntil(
        () => readyId !== undefined,
        () => 'Expected a ready frame',
        timeoutMs,
      );
      return readyId!;
    },
    /** Resolves once the server has ended the stream or dropped the connection. */
    ended: reading,
    /** Resolves once the server has ended the stream, or fails after `timeoutMs`. */
    async waitForEnd(timeoutMs = 5_000): Promise<void> {
      await waitUntil(
        () => finished,
        () => 'Expected the server to end the stream',
        timeoutMs,
      );
    },
    /** Fails if the server dropped the connection before the test closed it. */
    async close() {
      controller.abort();
      await reading;
      if (dropped !== undefined) throw dropped;
    },
  };
}
