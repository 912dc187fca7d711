/**
 * A TCP proxy on 127.0.0.1 that can play a database outage: while it is down, every open
 * connection is destroyed and every new one is accepted and destroyed at once; then it forwards
 * again. The leads bench puts it between the function and PostgreSQL.
 * Why ours: Toxiproxy does this as a separate server to install and drive over HTTP; the bench
 * needs only cut-and-refuse, a few lines of node:net in its own process.
 */
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export interface TcpProxy {
  port: number;
  readonly down: boolean;
  /** Connections forwarded, refused while down, and cut when an outage began. */
  readonly stats: { forwarded: number; refused: number; cut: number };
  /** Cuts every connection and refuses new ones for `ms`, then forwards again; false if closed. */
  outage(ms: number): Promise<boolean>;
  close(): Promise<void>;
}

interface Pair {
  client: Socket;
  upstream: Socket;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<Pair>();
  const stats = { forwarded: 0, refused: 0, cut: 0 };
  const closing = new AbortController();
  let down = false;

  const server = createServer((client) => {
    if (down) {
      stats.refused += 1;
      client.destroy();
      return;
    }
    stats.forwarded += 1;
    const pair = { client, upstream: connect(target.port, target.host) };
    pairs.add(pair);
    for (const socket of [pair.client, pair.upstream]) {
      socket.on('error', () => {});
      // Either side closing or failing closes both.
      socket.on('close', () => {
        pairs.delete(pair);
        pair.client.destroy();
        pair.upstream.destroy();
      });
    }
    pair.client.pipe(pair.upstream);
    pair.upstream.pipe(pair.client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  const cutAll = () => {
    stats.cut += pairs.size;
    for (const { client, upstream } of pairs) {
      client.destroy();
      upstream.destroy();
    }
    pairs.clear();
  };

  return {
    port: (server.address() as AddressInfo).port,
    get down() {
      return down;
    },
    stats,
    async outage(ms) {
      down = true;
      cutAll();
      try {
        await sleep(ms, undefined, { signal: closing.signal });
        return true;
      } catch {
        return false; // closed during the outage
      } finally {
        down = false;
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        closing.abort();
        cutAll();
        server.close(() => resolve());
      }),
  };
}
