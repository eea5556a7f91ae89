import crypto from 'node:crypto';
import type { DataSource } from 'typeorm';
import { User } from '../../entities';

/** A refusal worth one clear line to the person at the terminal. */
export class ResetRefusedError extends Error {}

/**
 * The user whose password is reset: the one with `email`, or the only admin when none is named.
 * The messages name no other account.
 */
export async function userToReset(db: DataSource, email: string | undefined): Promise<User> {
  const users = db.getRepository(User);
  if (email !== undefined) {
    const user = await users.findOneBy({ email: email.trim().toLowerCase() });
    if (!user) throw new ResetRefusedError(`No user has the e-mail address "${email.trim()}". Check the address and try again.`);
    return user;
  }
  const admins = await users.find({ where: { role: 'admin' }, take: 2 });
  if (admins.length === 0) throw new ResetRefusedError('There is no admin yet: start the site once, it creates the first one.');
  if (admins.length > 1) throw new ResetRefusedError('There is more than one admin: name the account with --email someone@example.com.');
  return admins[0];
}

/** 20 characters from 15 random bytes (120 bits): nothing to guess. */
export function randomPassword(): string {
  return crypto.randomBytes(15).toString('base64url');
}
