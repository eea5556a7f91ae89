import { credentialsRules, type Credentials } from '@vriddhi/rules';
import { Field, ObjectType } from 'type-graphql';
import { accept } from '../validation';
import { TOKEN_LIFETIME_SECONDS } from './tokens';

@ObjectType({ description: 'A successful login (REST: POST /api/auth/login answers the same fields)' })
export class AuthPayload {
  @Field({ description: `A JWT to send as "Authorization: Bearer <token>" with the admin mutations; valid for ${TOKEN_LIFETIME_SECONDS / 3600} hours` })
  token: string;

  @Field({ description: "The user's display name" })
  name: string;

  @Field({ description: "The user's e-mail address, lower-case" })
  email: string;

  @Field({ description: 'The user\'s role: "admin" or "editor"' })
  role: string;
}

export function parseCredentials(raw: { email?: unknown; password?: unknown }): Credentials {
  return accept(credentialsRules, raw);
}
