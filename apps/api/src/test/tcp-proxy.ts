import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** Stops the proxy as a stopped server would look: open connections drop, new ones are refused. */
  cut(): Promise<void>;
  /** Listens again on the same port; new connections reach the target. */
  restore(): Promise<void>;
  /** Keeps every connection open but stops relaying (reads paused), as a server that hangs looks. */
  freeze(): void;
  close(): Promise<void>;
}

/** A TCP relay to a real server, so a test can take that server away from one app only. */
export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, targetHost);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return {
    port,
    cut: stop,
    restore: async () => {
      // Bytes held while frozen flow on in order, as from a server that was only slow.
      for (const socket of sockets) socket.resume();
      if (!server.listening) await listen(port);
    },
    freeze: () => {
      for (const socket of sockets) socket.pause();
    },
    close: async () => (server.listening ? stop() : undefined),
  };
}
