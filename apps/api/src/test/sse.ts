export interface SseMessage {
  id: number;
  event: string;
  data: any;
}

/** Reads a Server-Sent Events stream over fetch, as EventSource would, for assertions. */
export async function openEventStream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal });
  const messages: SseMessage[] = [];
  const waiters: Array<() => void> = [];
  let text = '';
  const reading = (async () => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        text += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = text.indexOf('\n\n')) >= 0) {
          const frame = text.slice(0, end);
          text = text.slice(end + 2);
          const fields = Object.fromEntries(frame.split('\n').filter((line) => line && !line.startsWith(':')).map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]));
          if (fields.data !== undefined) messages.push({ id: Number(fields.id), event: fields.event ?? 'message', data: JSON.parse(fields.data) });
          waiters.splice(0).forEach((wake) => wake());
        }
      }
    } catch (error) {
      if (!controller.signal.aborted) throw error;
    }
  })();
  return {
    status: response.status,
    messages,
    /** Resolves once `count` messages have arrived, or fails after `timeoutMs`. */
    async waitFor(count: number, timeoutMs = 5_000): Promise<SseMessage[]> {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline) throw new Error(`Expected ${count} events, got ${messages.length}: ${JSON.stringify(messages)}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
      return messages.slice(0, count);
    },
    async close() {
      controller.abort();
      await reading;
    },
  };
}
