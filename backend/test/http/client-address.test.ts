import express from 'express';
import type { IncomingMessage } from 'node:http';
import { clientAddress, type TrustProxy } from '../../src/http/client-address';

/** Express's own compiled `trust proxy` for a TRUST_PROXY value. */
function trusting(setting: number | string[]): TrustProxy {
  const app = express();
  app.set('trust proxy', setting);
  return app.get('trust proxy fn') as TrustProxy;
}

function from(peer: string | undefined, forwardedFor?: string | string[]): IncomingMessage {
  return { socket: { remoteAddress: peer }, headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor } } as unknown as IncomingMessage;
}

describe("the client's address", () => {
  const loopback = trusting(['loopback']);

  it("is the peer's when the peer is no trusted proxy, whatever it forwards", () => {
    expect(clientAddress(from('203.0.113.7', '198.51.100.1'), loopback)).toBe('203.0.113.7');
    expect(clientAddress(from('::ffff:203.0.113.7', '198.51.100.1'), loopback)).toBe('203.0.113.7');
  });

  it('is the forwarded address a trusted proxy names, in its one spelling', () => {
    expect(clientAddress(from('::ffff:127.0.0.1', '198.51.100.1'), loopback)).toBe('198.51.100.1');
    expect(clientAddress(from('127.0.0.1', '::ffff:198.51.100.1'), loopback)).toBe('198.51.100.1');
    expect(clientAddress(from('::1', ' 2001:0DB8::0001 '), loopback)).toBe('2001:db8::1');
    expect(clientAddress(from('::1', '::1.2.3.4'), loopback)).toBe('1.2.3.4');
    expect(clientAddress(from('::1', '::1.2.3.5'), loopback)).toBe('1.2.3.5');
  });

  it('walks past every trusted proxy to the first address that is not one', () => {
    const proxies = trusting(['loopback', '10.0.0.0/8']);
    expect(clientAddress(from('127.0.0.1', '198.51.100.1, 10.0.0.5, 10.0.0.6'), proxies)).toBe('198.51.100.1');
    expect(clientAddress(from('127.0.0.1', ['198.51.100.1, 10.0.0.5', '10.0.0.6']), proxies)).toBe('198.51.100.1');
    // A client cannot add trusted-looking entries in front of its own: the walk stops at it.
    expect(clientAddress(from('127.0.0.1', '10.0.0.9, 198.51.100.1, 10.0.0.5'), proxies)).toBe('198.51.100.1');
    expect(clientAddress(from('127.0.0.1', '10.0.0.5, 10.0.0.6'), proxies)).toBe('10.0.0.5');
  });

  it('counts hops with a number of proxies', () => {
    expect(clientAddress(from('192.0.2.1', '198.51.100.9, 198.51.100.1'), trusting(1))).toBe('198.51.100.1');
    expect(clientAddress(from('192.0.2.1', '198.51.100.9, 198.51.100.1, 192.0.2.2'), trusting(2))).toBe('198.51.100.1');
  });

  it.each(['not-an-ip-7', 'unknown', '', 'x'.repeat(15_000), '198.51.100.1, not-an-ip', '1.2.3.4.5', '::ffff:1.2.3.4:80:9'])(
    'is the proxy that passed on %j, which is no address',
    (value) => {
      expect(clientAddress(from('127.0.0.1', value), loopback)).toBe('127.0.0.1');
    },
  );

  it('reads only the end of a long header: an entry cut there is no address', () => {
    const long = `${'198.51.100.1, '.repeat(1000)}198.51.100.2`;
    expect(clientAddress(from('127.0.0.1', long), loopback)).toBe('198.51.100.2');
    const proxies = trusting(['loopback', '10.0.0.0/8']);
    expect(clientAddress(from('127.0.0.1', `198.51.100.1, ${'10.0.0.5, '.repeat(200)}10.0.0.6`), proxies)).toMatch(/^10\.0\.0\.[56]$/);
  });

  it('is "unknown" once the connection is gone', () => {
    expect(clientAddress(from(undefined, '198.51.100.1'), loopback)).toBe('unknown');
  });
});
