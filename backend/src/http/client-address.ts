import type { Express } from 'express';
import type { IncomingMessage } from 'node:http';
import { canonicalAddress } from './ip-address';

/** Express's compiled `trust proxy` (TRUST_PROXY): whether the `hop`-th address, counted from the peer (0), is a proxy to believe. */
export type TrustProxy = (address: string, hop: number) => boolean;

/** X-Forwarded-For is read from its end (where the proxies we trust wrote), this far at most. */
const MAX_FORWARDED_CHARS = 1024;
/** Proxies in front of the site, at most: more hops than this are not walked. */
const MAX_HOPS = 16;

/**
 * The client's address, the one place it is decided: the peer's, unless the peer is a trusted proxy
 * (TRUST_PROXY); then X-Forwarded-For is walked from its end, past every trusted proxy, to the first
 * address that is not one. Each value is checked and given its one spelling (canonicalAddress), so a
 * client cannot pass itself off as many by spelling one address differently. A value that is no
 * address (`unknown`, a made-up word, a cut-off entry) stops the walk: the client is then the proxy
 * that passed it on (the peer, with one proxy in front), so made-up values all count as one client.
 * Always an address in canonical form, or `unknown` when the connection is already gone.
 */
export function clientAddress(req: IncomingMessage, trustProxy: TrustProxy): string {
  const peer = req.socket.remoteAddress;
  let client = peer === undefined ? null : canonicalAddress(peer);
  if (client === null) return 'unknown';
  if (!trustProxy(client, 0)) return client;
  const forwarded = forwardedFromTheEnd(req.headers['x-forwarded-for']);
  for (const [index, value] of forwarded.entries()) {
    const address = canonicalAddress(value);
    if (address === null) return client;
    client = address;
    if (!trustProxy(address, index + 1)) return client;
  }
  return client;
}

/** The last MAX_HOPS entries of X-Forwarded-For, nearest first, read from its last MAX_FORWARDED_CHARS characters (an entry cut there is left out). */
function forwardedFromTheEnd(header: string | string[] | undefined): string[] {
  if (header === undefined) return [];
  const joined = Array.isArray(header) ? header.join(',') : header;
  const tail = joined.length > MAX_FORWARDED_CHARS ? joined.slice(-MAX_FORWARDED_CHARS) : joined;
  const entries = tail.split(',').reverse();
  if (tail.length < joined.length) entries.pop();
  return entries.slice(0, MAX_HOPS);
}

/** Makes `req.ip` answer clientAddress, for every part of the app that asks Express for the client's address. */
export function useClientAddress(app: Express): void {
  const trustProxy = app.get('trust proxy fn') as TrustProxy;
  Object.defineProperty(app.request, 'ip', {
    configurable: true,
    enumerable: true,
    get(this: IncomingMessage) {
      return clientAddress(this, trustProxy);
    },
  });
}
