import net from 'node:net';

/**
 * A TCP relay between the server and its database that can stop carrying bytes, as a network
 * partition does: nothing is refused or reset, nothing arrives; once healed, what was sent meanwhile
 * is delivered (TCP retransmits it) and connection attempts made meanwhile go through.
 */
export interface TcpProxy {
  port: number;
  partition(): void;
  heal(): void;
  /**
   * Cuts off the next connection that sends the database something matching `pattern` (say, one
   * query's SQL), in both directions, as a database that restarts mid-query does; that is not sent on.
   */
  cutOn(pattern: RegExp): void;
  close(): Promise<void>;
}

export async function startTcpProxy(targetPort: number, targetHost = '127.0.0.1'): Promise<TcpProxy> {
  let partitioned = false;
  let cutPattern: RegExp | null = null;
  const sockets = new Set<net.Socket>();
  const waitingForHeal: (() => void)[] = [];
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    if (partitioned) socket.pause();
  };
  const relay = (client: net.Socket) => {
    const upstream = net.connect(targetPort, targetHost);
    track(upstream);
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
    // Before pipe's own listener, so that a matching chunk is never written on.
    client.prependListener('data', (chunk: Buffer) => {
      if (!cutPattern?.test(chunk.toString('latin1'))) return;
      cutPattern = null;
      client.destroy();
      upstream.destroy();
    });
    client.pipe(upstream);
    upstream.pipe(client);
  };
  const server = net.createServer((client) => {
    track(client);
    if (partitioned) waitingForHeal.push(() => relay(client));
    else relay(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    partition() {
      partitioned = true;
      for (const socket of sockets) socket.pause();
    },
    heal() {
      partitioned = false;
      for (const socket of sockets) socket.resume();
      for (const connect of waitingForHeal.splice(0)) connect();
    },
    cutOn(pattern) {
      cutPattern = pattern;
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
