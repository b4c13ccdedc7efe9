import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { createOutageLogger, isOutageError } from '../outages';

declare module 'fastify' {
  interface FastifyInstance {
    /** Live events: workflows publish what they committed; SSE routes deliver it. */
    events: EventBus;
  }
}

/** One event of a channel's log (modules/live/repository.ts), as stored and as published. */
export interface LiveEvent {
  channel: string;
  sequence: number;
  type: string;
  data: unknown;
}

/** How soon a process whose subscription Redis refused (it was down, say) asks again. */
const SUBSCRIBE_RETRY_MS = 1_000;

export type EventListener = (event: LiveEvent, serialized: string) => void;

export interface EventBus {
  /** Call after the transaction that appended the events has committed. */
  publish(events: LiveEvent[]): void;
  subscribe(channel: string, listener: EventListener): () => void;
  /**
   * Whether events other processes publish reach this one: always without Redis; with it,
   * once Redis has confirmed the subscription and while the connection holds. A process
   * that does not hear them is not ready for watchers (its readiness check says so).
   */
  hearsOtherProcesses(): boolean;
  watcherCount(): number;
  close(): Promise<void>;
}

/** One Server-Sent Events frame; built once per event and written to every watcher. */
export function sseFrame(event: LiveEvent): string {
  return `id: ${event.sequence}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

/**
 * Delivers committed events to this process's watchers. With Redis, every process
 * publishes to one Redis channel and delivers what comes back, so a watcher connected to
 * one process sees a bid placed on another; without it, delivery stays in this process.
 * A Redis outage is logged, never thrown: the events are already committed, and a request
 * or the auction closer must not fail (nor the process crash) because one was not sent.
 */
export function createEventBus(options: {
  redis?: Redis;
  keyPrefix: string;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
}): EventBus {
  const { log } = options;
  // With Redis down every event fails to publish: one warning per quiet period, not a stack each.
  const logOutage = createOutageLogger(log);
  const listeners = new Map<string, Set<EventListener>>();
  const redisChannel = `${options.keyPrefix}:events`;

  function deliver(event: LiveEvent): void {
    const watchers = listeners.get(event.channel);
    if (!watchers) return;
    const serialized = sseFrame(event);
    for (const listener of watchers) listener(event, serialized);
  }

  const subscriber = options.redis?.duplicate();
  subscriber?.on('message', (_channel, message) => deliver(JSON.parse(message) as LiveEvent));
  // ioredis reconnects by itself; without a listener its connection errors bypass the log.
  subscriber?.on('error', (error: unknown) =>
    log.warn({ err: error }, 'live events: Redis subscriber connection failed'),
  );
  const logSubscribeOutage = createOutageLogger(log);
  let subscribedOnce = false;
  let closing = false;
  /**
   * ioredis subscribes again by itself after a reconnection, but only to what Redis once
   * confirmed: a process that starts while Redis is down must keep asking, or it would
   * never hear other processes' events once Redis is back.
   */
  async function subscribeUntilConfirmed(redis: Redis): Promise<void> {
    while (!closing) {
      try {
        await redis.subscribe(redisChannel);
        subscribedOnce = true;
        return;
      } catch (error) {
        if (closing) return;
        if (isOutageError(error)) logSubscribeOutage(error, 'subscribing to live events in Redis');
        else log.error({ err: error }, 'subscribing to live events in Redis failed');
        await new Promise((resolve) => setTimeout(resolve, SUBSCRIBE_RETRY_MS));
      }
    }
  }
  const subscribed = subscriber && subscribeUntilConfirmed(subscriber);

  return {
    publish(events) {
      for (const event of events) {
        if (!options.redis) {
          deliver(event);
          continue;
        }
        options.redis.publish(redisChannel, JSON.stringify(event)).catch((error: unknown) => {
          // This process's watchers still see it. Other processes' watchers read it from the
          // log when their channel's next event shows the gap, or when they reconnect.
          if (isOutageError(error)) logOutage(error, 'publishing live events through Redis');
          else
            log.error(
              { err: error, channel: event.channel, sequence: event.sequence },
              'publishing a live event through Redis failed',
            );
          deliver(event);
        });
      }
    },
    subscribe(channel, listener) {
      let watchers = listeners.get(channel);
      if (!watchers) listeners.set(channel, (watchers = new Set()));
      watchers.add(listener);
      return () => {
        watchers.delete(listener);
        if (watchers.size === 0) listeners.delete(channel);
      };
    },
    hearsOtherProcesses: () => !subscriber || (subscribedOnce && subscriber.status === 'ready'),
    watcherCount: () => [...listeners.values()].reduce((total, watchers) => total + watchers.size, 0),
    async close() {
      closing = true;
      if (subscriber && !subscribedOnce) subscriber.disconnect();
      await subscribed;
      if (subscriber?.status !== 'end') await subscriber?.quit();
    },
  };
}
