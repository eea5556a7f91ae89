import jwt from 'jsonwebtoken';
import { hashPassword } from '../../src/modules/auth/auth.service';
import type { TestServer } from './test-server';

/** A known secret, passed to the server as JWT_SECRET so tests can sign their own tokens. */
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-0123456789';

export interface TokenClaims {
  sub: string;
  iss: string;
  aud: string;
  exp: number;
  iat: number;
}

export function claimsOf(token: string): TokenClaims {
  return jwt.decode(token) as TokenClaims;
}

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/**
 * Tokens the server must refuse, all derived from a real one. Each carries the real subject, so
 * the only thing wrong with it is the named defect.
 */
export function badTokens(validToken: string): Record<string, string> {
  const { sub, iss, aud } = claimsOf(validToken);
  const now = Math.floor(Date.now() / 1000);
  const [header, payload] = validToken.split('.');
  return {
    'a forged signature': jwt.sign({}, 'some-other-secret-that-is-also-long-enough', {
      algorithm: 'HS256',
      subject: sub,
      issuer: iss,
      audience: aud,
      expiresIn: 3600,
    }),
    'a tampered payload': `${header}.${base64url({ ...claimsOf(validToken), sub: '11111111-1111-4111-8111-111111111111' })}.${validToken.split('.')[2]}`,
    'alg none': `${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`,
    'an expired token': jwt.sign({ sub, iss, aud, iat: now - 7200, exp: now - 3600 }, TEST_JWT_SECRET, { algorithm: 'HS256' }),
    'a wrong issuer': jwt.sign({}, TEST_JWT_SECRET, { algorithm: 'HS256', subject: sub, issuer: 'someone-else', audience: aud, expiresIn: 3600 }),
    'a wrong audience': jwt.sign({}, TEST_JWT_SECRET, { algorithm: 'HS256', subject: sub, issuer: iss, audience: 'another-api', expiresIn: 3600 }),
    'HS512 instead of HS256': jwt.sign({}, TEST_JWT_SECRET, { algorithm: 'HS512', subject: sub, issuer: iss, audience: aud, expiresIn: 3600 }),
    'no subject': jwt.sign({}, TEST_JWT_SECRET, { algorithm: 'HS256', issuer: iss, audience: aud, expiresIn: 3600 }),
    'no expiry': jwt.sign({}, TEST_JWT_SECRET, { algorithm: 'HS256', subject: sub, issuer: iss, audience: aud }),
    'an expiry beyond the token lifetime': jwt.sign({}, TEST_JWT_SECRET, { algorithm: 'HS256', subject: sub, issuer: iss, audience: aud, expiresIn: '30d' }),
    'an issue time in the future': jwt.sign({ sub, iss, aud, iat: now + 10 * 365 * 86400, exp: now + 10 * 365 * 86400 + 3600 }, TEST_JWT_SECRET, {
      algorithm: 'HS256',
    }),
    'no issue time': jwt.sign({ sub, iss, aud, exp: now + 3600 }, TEST_JWT_SECRET, { algorithm: 'HS256', noTimestamp: true }),
    'a subject that is not a user id': jwt.sign({}, TEST_JWT_SECRET, { algorithm: 'HS256', subject: 'admin', issuer: iss, audience: aud, expiresIn: 3600 }),
    garbage: 'not.a.token',
  };
}

/** Signs a token exactly as the server does, for any subject. */
export function signLike(validToken: string, subject: string): string {
  const { iss, aud } = claimsOf(validToken);
  return jwt.sign({}, TEST_JWT_SECRET, { algorithm: 'HS256', subject, issuer: iss, audience: aud, expiresIn: 3600 });
}

/** Adds a second user (an admin unless told) directly in the database and returns its id. */
export async function insertUser(server: TestServer, email: string, password: string, role: 'admin' | 'editor' = 'admin'): Promise<string> {
  const rows: { id: string }[] = await server.database.db.query(`INSERT INTO users (email, name, role, password_hash) VALUES ($1, $2, $3, $4) RETURNING id`, [
    email.toLowerCase(),
    role === 'admin' ? 'Second admin' : 'An editor',
    role,
    await hashPassword(password),
  ]);
  return rows[0].id;
}
