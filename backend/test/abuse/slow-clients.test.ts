import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { limitConnections } from '../../src/http/connection-limits';
import { guardSlowClients, SERVER_OPTIONS, type ClientDeadlines } from '../../src/http/slow-clients';

/**
 * Clients too slow to be real, and clients waiting for a slow server, on real sockets. The
 * deadlines are the production ones scaled down (CLIENT_DEADLINES in src/http/slow-clients.ts).
 */
const DEADLINES: ClientDeadlines = { headersMs: 1_000, requestMs: 20_000, minBodyBytesPerSecond: 2_000, bodyGraceMs: 800, idleMs: 400 };

async function listen(handler: http.RequestListener, setUp: (server: http.Server) => void): Promise<{ port: number; close: () => Promise<void> }> {
  const server = http.createServer(SERVER_OPTIONS, handler);
  setUp(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Opens a connection, lets `talk` write to it, and resolves with what came back and when the connection closed. */
function converse(port: number, talk: (socket: net.Socket) => void, localAddress = '127.0.0.1'): Promise<{ text: string; closedAfterMs: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress }, () => talk(socket));
    let text = '';
    socket.on('data', (data) => (text += data.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve({ text, closedAfterMs: Date.now() - started }));
  });
}

describe('slow clients', () => {
  it('a client waiting for a server still working on its answer gets it, however long past the idle deadline', async () => {
    const server = await listen(
      (req, res) => {
        req.resume();
        req.on('end', () => setTimeout(() => res.end('{"created":true}'), DEADLINES.idleMs * 4));
      },
      (created) => guardSlowClients(created, DEADLINES),
    );
    const { text } = await converse(server.port, (socket) =>
      socket.write('POST /api/projects HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}'),
    );
    await server.close();
    expect(text).toMatch(/^HTTP\/1\.1 200 OK[^]*\{"created":true\}$/);
  });

  it('a body dripped slower than the minimum rate is cut once the grace is over', async () => {
    let bodyEnded = false;
    const server = await listen(
      (req, res) => {
        req.resume();
        req.on('end', () => {
          bodyEnded = true;
          res.end('ok');
        });
      },
      (created) => guardSlowClients(created, DEADLINES),
    );
    let drip: NodeJS.Timeout | undefined;
    const { text, closedAfterMs } = await converse(server.port, (socket) => {
      socket.write('POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 90000\r\n\r\n');
      drip = setInterval(() => socket.write('{'.repeat(10)), 100); // 100 bytes a second
    });
    clearInterval(drip);
    await server.close();
    expect(bodyEnded).toBe(false);
    expect(text).toBe('');
    expect(closedAfterMs).toBeLessThan(DEADLINES.bodyGraceMs + 2_500);
  });

  it('headers dripped are cut at the headers deadline, not up to 30 s later', async () => {
    const server = await listen(
      (_req, res) => res.end('ok'),
      (created) => guardSlowClients(created, DEADLINES),
    );
    let drip: NodeJS.Timeout | undefined;
    const { closedAfterMs } = await converse(server.port, (socket) => {
      socket.write('GET / HTTP/1.1\r\nHost: x\r\n');
      drip = setInterval(() => socket.write('X-Drip: 1\r\n'), 100);
    });
    clearInterval(drip);
    await server.close();
    expect(closedAfterMs).toBeGreaterThanOrEqual(DEADLINES.headersMs - 100);
    expect(closedAfterMs).toBeLessThan(DEADLINES.headersMs + 2_500);
  });

  it('a new visitor is served while 16 addresses hold all the connections they may', async () => {
    const limits = { maxTotal: 40, maxPerAddress: 4, isExempt: () => false };
    const server = await listen(
      (_req, res) => res.end('ok'),
      (created) => limitConnections(created, limits),
    );
    const held: net.Socket[] = [];
    for (let address = 1; address <= 16; address++) {
      for (let i = 0; i < limits.maxPerAddress; i++) {
        held.push(
          await new Promise<net.Socket>((resolve) => {
            const socket = net.connect({ port: server.port, host: '127.0.0.1', localAddress: `127.0.0.${address}` }, () => resolve(socket));
            socket.on('error', () => undefined);
          }),
        );
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    const visitor = await converse(server.port, (socket) => socket.write('GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'), '127.0.0.200');
    for (const socket of held) socket.destroy();
    await server.close();
    expect(visitor.text).toMatch(/^HTTP\/1\.1 200 OK[^]*ok$/);
    expect(held.filter((socket) => !socket.destroyed).length).toBeLessThanOrEqual(limits.maxTotal);
  });
});
