// A TCP proxy that holds every chunk for `delayMs` in each direction: a slow database (a far or
// overloaded server) as the app sees it, with the delay changed while the run goes on.
import net from 'node:net';

export interface DelayProxy {
  port: number;
  setDelay(ms: number): void;
  close(): Promise<void>;
}

export function startDelayProxy(listenPort: number, targetPort: number, delayMs: number): Promise<DelayProxy> {
  let delay = delayMs;
  const sockets = new Set<net.Socket>();
  const relay = (from: net.Socket, to: net.Socket) =>
    from.on('data', (chunk) => {
      const send = () => to.writable && to.write(chunk);
      if (delay > 0) setTimeout(send, delay);
      else send();
    });
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, '127.0.0.1');
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => undefined);
    }
    relay(client, upstream);
    relay(upstream, client);
    client.on('close', () => setTimeout(() => upstream.destroy(), delay));
    upstream.on('close', () => setTimeout(() => client.destroy(), delay));
  });
  return new Promise((resolve) =>
    server.listen(listenPort, '127.0.0.1', () =>
      resolve({
        port: listenPort,
        setDelay: (ms) => (delay = ms),
        close: () =>
          new Promise((done) => {
            for (const s of sockets) s.destroy();
            server.close(() => done());
          }),
      }),
    ),
  );
}
