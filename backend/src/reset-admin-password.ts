import { newPasswordProblem } from '@vriddhi/rules/passwords';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT_DIR } from './config';
import { readSettings } from './config/settings';
import { connectDatabase } from './db/connect';
import { ClusterInUseError } from './db/embedded-postgres';
import { createLogger } from './logger';
import { LoginLimits } from './modules/auth/login-limits';
import { ON_THE_SERVER, recordActivity } from './modules/activity/record-activity';
import { setPassword } from './modules/auth/passwords';
import { randomPassword, ResetRefusedError, userToReset } from './modules/auth/reset-password';
import { PasswordInputError, readPassword } from './read-password';

const USAGE = 'Usage: npm run reset-admin-password -- [--email someone@example.com] [--prompt]';

/**
 * `npm run reset-admin-password`: a new password for an admin who cannot log in, from a shell on the
 * server. Every session of that admin ends, and the account's login lockout is lifted (the limits are
 * kept in the database). Works on DATABASE_URL, or on the embedded PostgreSQL while the site is stopped.
 */
async function main(): Promise<void> {
  const { email, prompt } = parseArgs({ options: { email: { type: 'string' }, prompt: { type: 'boolean', default: false } }, strict: true }).values;
  const envFile = path.join(ROOT_DIR, '.env');
  if (fs.existsSync(envFile)) process.loadEnvFile(envFile);
  const settings = readSettings(process.env);
  const config = {
    databaseUrl: settings.DATABASE_URL,
    dataDir: path.resolve(ROOT_DIR, settings.DATA_DIR ?? '.data'),
    embeddedPgPort: settings.EMBEDDED_PG_PORT,
  };
  const database = await connectDatabase(config, createLogger('error'));
  try {
    const user = await userToReset(database.db, email);
    const password = prompt ? await readPassword() : randomPassword();
    const problem = newPasswordProblem(password, user.email, user.name);
    if (problem) throw new ResetRefusedError(problem);
    await database.db.transaction(async (manager) => {
      await setPassword(manager, user.id, password);
      await recordActivity(manager, ON_THE_SERVER, {
        action: `reset the password of ${user.email} (npm run reset-admin-password)`,
        subject: 'password',
        subjectId: user.id,
      });
    });
    await new LoginLimits(database.db).clearAccount(user.email);
    console.log(`Password reset for ${user.email}. Every session of this account has ended.`);
    console.log('Its login lockout is cleared: it can log in at once, from any address.');
    if (!prompt) console.log(`New password (shown only once): ${password}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ClusterInUseError) {
    console.error('The site is running on this data folder: stop it first (its embedded database can have one user at a time), then run this again.');
  } else if (error instanceof ResetRefusedError || error instanceof PasswordInputError) {
    console.error(error.message);
  } else if ((error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
    console.error(`${(error as Error).message}\n${USAGE}`);
  } else {
    console.error(`Could not reset the password: ${error instanceof Error ? error.message : String(error)}`);
  }
  process.exit(1);
});
