/**
 * One client process of `bench:fanout`: holds its share of the watchers of one auction, as
 * raw sockets (an http.ClientRequest each would cost more client memory and CPU than the
 * server spends), and tells the bench when every one of them has seen a given event.
 */
import net from 'node:net';

type Command =
  | { type: 'open'; port: number; path: string; count: number; localAddress: string }
  | { type: 'await'; sequence: number }
  | { type: 'stop' };

interface Watcher {
  socket: net.Socket;
  /** The newest event id this watcher saw; ids only go up on one stream. */
  last: number;
  /** The end of what was read so far, should a frame be split between two reads. */
  tail: string;
}

const watchers: Watcher[] = [];
/** For each event id, when each watcher saw it or a newer one (ms since the epoch). */
const arrivals = new Map<number, number[]>();
/** Times a watcher saw an id not above one it had already seen: must stay 0. */
let backwards = 0;
const waiting = new Map<number, () => void>();
const now = () => performance.timeOrigin + performance.now();
const ID = /\nid: (\d+)\n/g;

function send(message: unknown): void {
  process.send!(message);
}

function seen(watcher: Watcher, text: string, at: number): void {
  const scanned = watcher.tail + text;
  // What follows the last complete frame is read again with the next data (from its newline).
  const complete = scanned.lastIndexOf('\n\n');
  watcher.tail = scanned.slice(complete + 1);
  ID.lastIndex = 0;
  for (let match = ID.exec(scanned); match && match.index < complete; match = ID.exec(scanned)) {
    const id = Number(match[1]);
    if (id < watcher.last) backwards += 1;
    if (id <= watcher.last) continue;
    // A coalesced write skips ids: the newer state stands for every id it passed.
    for (let skipped = watcher.last + 1; skipped <= id; skipped += 1) {
      const list = arrivals.get(skipped) ?? [];
      list.push(at);
      arrivals.set(skipped, list);
      if (list.length === watchers.length) waiting.get(skipped)?.();
    }
    watcher.last = id;
  }
}

function openOne(port: number, path: string, localAddress: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port, localAddress });
    socket.setNoDelay(true);
    const watcher: Watcher = { socket, last: -1, tail: '' };
    let opened = false;
    socket.setEncoding('latin1');
    socket.on('connect', () =>
      socket.write(`GET ${path} HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\naccept: text/event-stream\r\n\r\n`),
    );
    socket.on('data', (text: string) => {
      const at = now();
      if (!opened) {
        if (!text.startsWith('HTTP/1.1 200')) {
          reject(new Error(`watcher refused: ${text.split('\r\n')[0]}`));
          socket.destroy();
          return;
        }
        opened = true;
        watchers.push(watcher);
        resolve();
      }
      seen(watcher, text, at);
    });
    socket.on('error', reject);
    socket.on('close', () => {
      if (opened) send({ type: 'dropped' });
    });
  });
}

process.on('message', async (command: Command) => {
  try {
    if (command.type === 'open') {
      for (let opened = 0; opened < command.count; opened += 200) {
        const batch = Math.min(200, command.count - opened);
        await Promise.all(
          Array.from({ length: batch }, () => openOne(command.port, command.path, command.localAddress)),
        );
      }
      send({ type: 'opened', count: watchers.length });
    } else if (command.type === 'await') {
      const all = () => (arrivals.get(command.sequence)?.length ?? 0) >= watchers.length;
      if (!all()) await new Promise<void>((resolve) => waiting.set(command.sequence, resolve));
      waiting.delete(command.sequence);
      send({ type: 'seen', sequence: command.sequence, times: arrivals.get(command.sequence), backwards });
      arrivals.delete(command.sequence);
    } else {
      for (const watcher of watchers) watcher.socket.destroy();
      process.exit(0);
    }
  } catch (error) {
    send({ type: 'failed', message: String(error) });
  }
});
// The bench going away, however it goes, takes its watchers with it.
process.on('disconnect', () => process.exit(0));
