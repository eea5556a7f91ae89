import type { Request } from 'express';

/** A host name or IP address with an optional port: what a real Host header holds. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin for absolute links: PUBLIC_URL when it is set, else the request's own protocol and
 * Host (X-Forwarded-Proto and -Host only from a proxy that `trust proxy` trusts). Null when the
 * request names no usable host.
 */
export function publicOrigin(req: Request, publicUrl: string | null): string | null {
  if (publicUrl) return publicUrl;
  const host = req.host;
  if (!host || !HOST.test(host)) return null;
  try {
    return new URL(`${req.protocol}://${host}`).origin;
  } catch {
    return null;
  }
}
