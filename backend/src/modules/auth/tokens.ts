import jwt from 'jsonwebtoken';
import { UnauthenticatedError } from '../../errors';
import { isUuid } from '../validation';

const ISSUER = 'vriddhi-builders';
const AUDIENCE = 'vriddhi-builders-api';
const ALGORITHM = 'HS256';
export const TOKEN_LIFETIME_SECONDS = 8 * 60 * 60;

/** What a valid token names: the user, and the user's session version when it was signed. */
export interface TokenSubject {
  userId: string;
  sessionVersion: number;
}

/**
 * The session version a token was signed with (claim `sv`). Tokens signed before the claim existed
 * count as version 1, every user's version then: the deploy logs no one out, and such a token
 * is refused like any other as soon as its user's version is raised.
 */
function sessionVersionOf(claim: unknown): number {
  if (claim === undefined) return 1;
  if (typeof claim !== 'number' || !Number.isSafeInteger(claim) || claim < 1) throw new Error('no session version');
  return claim;
}

export function signToken(secret: string, userId: string, sessionVersion: number): string {
  return jwt.sign({ sv: sessionVersion }, secret, {
    algorithm: ALGORITHM,
    subject: userId,
    issuer: ISSUER,
    audience: AUDIENCE,
    expiresIn: TOKEN_LIFETIME_SECONDS,
  });
}

/**
 * Returns the user and session version of a valid token. Pins the algorithm (so `alg: none` and RS/HS confusion
 * fail), and wants an expiry no further than one token lifetime from its issue time: a token
 * signed without `exp` would otherwise stay valid forever.
 */
export function verifyToken(secret: string, token: string): TokenSubject {
  try {
    const payload = jwt.verify(token, secret, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      maxAge: TOKEN_LIFETIME_SECONDS,
    });
    if (typeof payload === 'string') throw new Error('not a claims object');
    const { sub, exp, iat } = payload;
    const now = Math.floor(Date.now() / 1000);
    // Issued in the past (a minute of clock skew allowed), expiring within one lifetime of now.
    if (typeof exp !== 'number' || typeof iat !== 'number' || iat > now + 60 || exp - iat > TOKEN_LIFETIME_SECONDS || exp > now + TOKEN_LIFETIME_SECONDS + 60) {
      throw new Error('no bounded expiry');
    }
    if (typeof sub !== 'string' || !isUuid(sub)) throw new Error('no user id');
    return { userId: sub, sessionVersion: sessionVersionOf(payload.sv) };
  } catch (error) {
    if (error instanceof jwt.TokenExpiredError) {
      throw new UnauthenticatedError('Your session has expired. Please log in again.');
    }
    throw new UnauthenticatedError('Invalid authentication token. Please log in again.');
  }
}

const PREVIEW_AUDIENCE = 'vriddhi-builders-preview';
/** Long enough to open the link and look; short enough that one left in a browser's history is soon useless. */
export const PREVIEW_LIFETIME_SECONDS = 10 * 60;
const PREVIEW_REFUSED = 'This preview link has expired or is not valid. Open the preview again from the admin.';

/**
 * A grant to see one page of the site as the user sees it (a hidden project's page, in a link the
 * admin opens in a new tab): for that path only, for a few minutes, and never usable as a Bearer token.
 */
export function signPreviewToken(secret: string, userId: string, sessionVersion: number, path: string): string {
  return jwt.sign({ path, sv: sessionVersion }, secret, {
    algorithm: ALGORITHM,
    subject: userId,
    issuer: ISSUER,
    audience: PREVIEW_AUDIENCE,
    expiresIn: PREVIEW_LIFETIME_SECONDS,
  });
}

/** The user of a valid preview token for `path`; UNAUTHENTICATED otherwise. */
export function verifyPreviewToken(secret: string, token: string, path: string): TokenSubject {
  try {
    const payload = jwt.verify(token, secret, { algorithms: [ALGORITHM], issuer: ISSUER, audience: PREVIEW_AUDIENCE, maxAge: PREVIEW_LIFETIME_SECONDS });
    if (typeof payload === 'string' || payload.path !== path || typeof payload.sub !== 'string' || !isUuid(payload.sub)) throw new Error('not this page');
    return { userId: payload.sub, sessionVersion: sessionVersionOf(payload.sv) };
  } catch {
    throw new UnauthenticatedError(PREVIEW_REFUSED);
  }
}

/** `Bearer <token>` → token; anything else → null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1] : null;
}
