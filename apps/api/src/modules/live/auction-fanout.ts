import type { ServerResponse } from 'node:http';
import { sseFrame, type EventBus, type LiveEvent } from '../../plugins/event-bus';
import type { LiveService } from './service';

/**
 * The shortest time between two writes to one auction's watchers. A burst of bids on a hot
 * auction reaches them as its newest state a few times a second, not as every bid: thousands
 * of sockets written per bid would hold up the process, and a watcher reads only the price,
 * count, leader and end. The first event after a quiet window goes out at once. Bidders
 * learn of their own outbid and win on /me/events, which is never coalesced.
 */
export const WATCHER_WINDOW_MS = 250;

interface FanoutOptions {
  bus: EventBus;
  live: LiveService;
  /** Bytes a watcher may leave unread before it is dropped; its browser reconnects and resumes. */
  maxUnreadBytes: number;
  onFailure: (error: unknown, channel: string) => void;
  onSent: (count: number) => void;
}

/** An event kept for a watcher still reading its replay, with its frame. */
interface HeldFrame {
  sequence: number;
  frame: string;
}

/** One auction's watchers in this process, and its events on their way to them. */
interface Room {
  channel: string;
  /** Watchers that get every write as it is made. */
  watchers: Set<ServerResponse>;
  /** Watchers still reading their replay from the log, with what was written meanwhile. */
  joining: Map<ServerResponse, HeldFrame[]>;
  /**
   * Watchers whose replay read the log past `written` (events accepted but not yet written,
   * or not yet arrived from Redis), with the newest sequence each has: they are written only
   * what comes after it until the room's writes pass it.
   */
  ahead: Map<ServerResponse, number>;
  /** The newest sequence written to the watchers. */
  written: number;
  /** The newest sequence this room accepted; it reads the log to fill any gap after it. */
  last: number;
  /** Events held while the log is read (undefined: events are accepted as they come). */
  held: LiveEvent[] | undefined;
  /** Resolves once `last` is known: a watcher joins after it, so nothing falls between. */
  ready: Promise<void>;
  /** Accepted events not yet written, with their frames; a newer state drops an older one. */
  pending: Array<{ event: LiveEvent; frame: string }>;
  lastWriteAt: number;
  timer: ReturnType<typeof setTimeout> | undefined;
  unsubscribe: () => void;
}

/**
 * Whether `newer` carries everything a watcher would take from `older`: a bid carries the
 * whole live state (price, count, leader, minimum and end); an end move only the end. A
 * close is never dropped, nor any type this does not know.
 */
function supersedes(newer: LiveEvent, older: LiveEvent): boolean {
  if (newer.type === 'bid') return older.type === 'bid' || older.type === 'end_moved';
  return newer.type === 'end_moved' && older.type === 'end_moved';
}

const CRLF = Buffer.from('\r\n');

/**
 * A write shared by every watcher: the frames as bytes, and the same as one HTTP chunk. A
 * stream's headers went out with its first frames, so a chunked response takes the chunk
 * straight on its socket, one buffer built once for thousands of sockets.
 */
function sharedWrite(text: string) {
  const body = Buffer.from(text);
  return { body, chunk: Buffer.concat([Buffer.from(`${body.length.toString(16)}\r\n`), body, CRLF]) };
}

/**
 * Auction streams with one subscription, one gap check and one write timer per auction in
 * the process, not per watcher: each write is serialized once and the same bytes go to
 * every socket. Order and resume stay as the log has them: sequences only ever go up on a
 * stream, and a watcher reconnecting with Last-Event-ID replays the log from there.
 */
export function createAuctionFanout({ bus, live, maxUnreadBytes, onFailure, onSent }: FanoutOptions) {
  const rooms = new Map<string, Room>();

  function writeTo(response: ServerResponse, write: ReturnType<typeof sharedWrite>): void {
    if (response.destroyed || response.writableEnded) return;
    const socket = response.socket;
    if (socket && response.headersSent && response.chunkedEncoding) socket.write(write.chunk);
    else response.write(write.body);
    if ((socket?.writableLength ?? 0) + response.writableLength > maxUnreadBytes) response.destroy();
  }

  function flush(room: Room): void {
    room.timer = undefined;
    const pending = room.pending;
    if (pending.length === 0) return;
    room.pending = [];
    room.lastWriteAt = performance.now();
    room.written = pending.at(-1)!.event.sequence;
    const write = sharedWrite(pending.map((entry) => entry.frame).join(''));
    for (const watcher of room.watchers) writeTo(watcher, write);
    onSent(room.watchers.size * pending.length);
    for (const [watcher, has] of room.ahead) {
      const unseen = pending.filter((entry) => entry.event.sequence > has);
      if (unseen.length > 0) {
        writeTo(watcher, sharedWrite(unseen.map((entry) => entry.frame).join('')));
        onSent(unseen.length);
      }
      // From here on the room writes only what comes after all it has.
      if (room.written >= has) {
        room.ahead.delete(watcher);
        room.watchers.add(watcher);
      }
    }
    for (const [joining, held] of room.joining) {
      for (const { event, frame } of pending) held.push({ sequence: event.sequence, frame });
      // A watcher still reading its replay holds what comes meanwhile, within the same bound.
      if (held.reduce((bytes, entry) => bytes + entry.frame.length, joining.writableLength) > maxUnreadBytes)
        joining.destroy();
    }
  }

  function accept(room: Room, event: LiveEvent, frame: string): void {
    if (event.sequence <= room.last) return;
    room.last = event.sequence;
    room.pending = room.pending.filter((entry) => !supersedes(event, entry.event));
    room.pending.push({ event, frame });
    if (room.timer !== undefined) return;
    // After a quiet window, events published in the same turn (one commit's) go together
    // at once; otherwise at the window's end, as the newest state by then.
    room.timer = setTimeout(flush, Math.max(0, room.lastWriteAt + WATCHER_WINDOW_MS - performance.now()), room);
  }

  /** Drops every watcher of a room that cannot go on: their browsers reconnect and resume. */
  function fail(room: Room, error: unknown): void {
    onFailure(error, room.channel);
    for (const watcher of [...room.watchers, ...room.joining.keys(), ...room.ahead.keys()]) watcher.destroy();
    close(room);
  }

  function close(room: Room): void {
    if (rooms.get(room.channel) !== room) return;
    rooms.delete(room.channel);
    room.unsubscribe();
    clearTimeout(room.timer);
  }

  /**
   * Reads the log after `room.last` while live events are held, then accepts what was held
   * in order; the channel's events can be published out of commit order (the closer
   * publishes after a run of closes, processes publish through Redis independently).
   */
  async function catchUp(room: Room): Promise<void> {
    try {
      while (room.held && rooms.get(room.channel) === room) {
        const arrived = room.held;
        room.held = [];
        for await (const page of live.eventsSince(room.channel, room.last))
          for (const event of page) accept(room, event, sseFrame(event));
        // What was published before the read began had been committed, so the log held it.
        for (const event of arrived.sort(bySequence)) accept(room, event, sseFrame(event));
        const later = room.held.sort(bySequence);
        while (later[0] && later[0].sequence <= room.last + 1) {
          const event = later.shift()!;
          accept(room, event, sseFrame(event));
        }
        room.held = later.length > 0 ? later : undefined;
      }
    } catch (error) {
      fail(room, error);
    }
  }

  function open(channel: string): Room {
    const room: Room = {
      channel,
      watchers: new Set(),
      joining: new Map(),
      ahead: new Map(),
      written: 0,
      last: 0,
      held: [],
      ready: Promise.resolve(),
      pending: [],
      lastWriteAt: -Infinity,
      timer: undefined,
      unsubscribe: () => undefined,
    };
    const arrive = (event: LiveEvent, frame: string) => {
      if (room.held) room.held.push(event);
      else if (event.sequence > room.last + 1) {
        room.held = [event];
        void catchUp(room);
      } else accept(room, event, frame);
    };
    room.unsubscribe = bus.subscribe(channel, arrive);
    rooms.set(channel, room);
    room.ready = live.latestSequence(channel).then(
      (newest) => {
        // What the log held at the start is never written by the room: watchers replay it.
        room.last = newest;
        room.written = newest;
        const arrived = room.held!.sort(bySequence);
        room.held = undefined;
        for (const event of arrived) arrive(event, sseFrame(event));
      },
      (error: unknown) => fail(room, error),
    );
    return room;
  }

  function leave(room: Room, response: ServerResponse): void {
    room.watchers.delete(response);
    room.joining.delete(response);
    room.ahead.delete(response);
    if (room.watchers.size === 0 && room.joining.size === 0 && room.ahead.size === 0) close(room);
  }

  return {
    /**
     * Adds an open stream to its auction's watchers: it first gets the log after `after`
     * (at its own pace), then what was written meanwhile that it has not had, then every
     * write of what it has not had.
     * Rejects if the log cannot be read; the caller then drops the stream.
     */
    async watch(response: ServerResponse, channel: string, after: number): Promise<void> {
      const room = rooms.get(channel) ?? open(channel);
      room.joining.set(response, []);
      response.once('close', () => leave(room, response));
      await room.ready;
      if (!room.joining.has(response)) return;
      let last = after;
      for await (const page of live.eventsSince(channel, after)) {
        for (const event of page) {
          if (!room.joining.has(response)) return;
          last = event.sequence;
          response.write(sseFrame(event));
          onSent(1);
          // A long replay goes at the client's pace rather than piling up in memory.
          if (response.writableNeedDrain) await drained(response);
        }
      }
      const held = room.joining.get(response);
      if (!held) return;
      room.joining.delete(response);
      const unseen = held.filter((entry) => entry.sequence > last);
      if (unseen.length > 0) {
        response.write(unseen.map((entry) => entry.frame).join(''));
        onSent(unseen.length);
        last = unseen.at(-1)!.sequence;
      }
      if (last > room.written) room.ahead.set(response, last);
      else room.watchers.add(response);
    },
  };
}

const bySequence = (a: LiveEvent, b: LiveEvent) => a.sequence - b.sequence;

function drained(response: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    if (response.destroyed) return resolve();
    const done = () => {
      response.off('drain', done).off('close', done);
      resolve();
    };
    response.on('drain', done).on('close', done);
  });
}
