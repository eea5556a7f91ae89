import { Field, ObjectType } from 'type-graphql';
import { ValidationError, type FieldErrors } from '../../errors';
import { text } from '../validation';

@ObjectType()
export class AuthPayload {
  @Field()
  token: string;

  @Field()
  name: string;

  @Field()
  email: string;

  @Field()
  role: string;
}

export interface Credentials {
  email: string;
  password: string;
}

export function parseCredentials(raw: { email?: unknown; password?: unknown }): Credentials {
  const email = text(raw.email);
  const password = typeof raw.password === 'string' ? raw.password : '';
  const errors: FieldErrors = {};
  if (!email) errors.email = 'Email is required';
  if (!password) errors.password = 'Password is required';
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return { email, password };
}
