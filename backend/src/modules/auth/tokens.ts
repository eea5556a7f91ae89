import jwt from 'jsonwebtoken';
import { UnauthenticatedError } from '../../errors';

const ISSUER = 'vriddhi-builders';
const AUDIENCE = 'vriddhi-builders-api';
const ALGORITHM = 'HS256';
export const TOKEN_LIFETIME_SECONDS = 8 * 60 * 60;

export function signToken(secret: string, userId: string): string {
  return jwt.sign({}, secret, {
    algorithm: ALGORITHM,
    subject: userId,
    issuer: ISSUER,
    audience: AUDIENCE,
    expiresIn: TOKEN_LIFETIME_SECONDS,
  });
}

/** Returns the user id of a valid token; pins the algorithm, so `alg: none` and RS/HS confusion fail. */
export function verifyToken(secret: string, token: string): string {
  try {
    const payload = jwt.verify(token, secret, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    if (typeof payload === 'string' || typeof payload.sub !== 'string') throw new Error('no subject');
    return payload.sub;
  } catch (error) {
    if (error instanceof jwt.TokenExpiredError) {
      throw new UnauthenticatedError('Your session has expired. Please log in again.');
    }
    throw new UnauthenticatedError('Invalid authentication token. Please log in again.');
  }
}

/** `Bearer <token>` → token; anything else → null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1] : null;
}
