import { Field, ObjectType } from 'type-graphql';
import { ValidationError, type FieldErrors } from '../../errors';
import { text } from '../validation';
import { TOKEN_LIFETIME_SECONDS } from './tokens';

@ObjectType({ description: 'A successful login (REST: POST /api/auth/login answers the same fields)' })
export class AuthPayload {
  @Field({ description: `A JWT to send as "Authorization: Bearer <token>" with the admin mutations; valid for ${TOKEN_LIFETIME_SECONDS / 3600} hours` })
  token: string;

  @Field({ description: "The user's display name" })
  name: string;

  @Field({ description: "The user's e-mail address, lower-case" })
  email: string;

  @Field({ description: 'The user\'s role; always "admin" today' })
  role: string;
}

/** RFC 5321's limit for an address. */
export const MAX_EMAIL_LENGTH = 254;
export const MAX_PASSWORD_LENGTH = 1024;

export interface Credentials {
  email: string;
  password: string;
}

export function parseCredentials(raw: { email?: unknown; password?: unknown }): Credentials {
  const email = text(raw.email);
  const password = typeof raw.password === 'string' ? raw.password : '';
  const errors: FieldErrors = {};
  if (!email) errors.email = 'Email is required';
  // Bounded before anything is keyed or hashed on them (the login limits keep e-mails in memory).
  else if (email.length > MAX_EMAIL_LENGTH) errors.email = `Email must be at most ${MAX_EMAIL_LENGTH} characters`;
  if (!password) errors.password = 'Password is required';
  else if (password.length > MAX_PASSWORD_LENGTH) errors.password = `Password must be at most ${MAX_PASSWORD_LENGTH} characters`;
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return { email, password };
}
