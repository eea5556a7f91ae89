import readline from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { isRoot } from './db/postgres-binaries';
import { pruneLeftovers } from './db/prune-leftovers';

const USAGE = 'Usage: npm run data:prune [-- --yes]';

async function ask(question: string): Promise<boolean> {
  const terminal = readline.createInterface({ input: process.stdin, output: process.stdout });
  try {
    return /^y(es)?$/i.test((await terminal.question(question)).trim());
  } finally {
    terminal.close();
  }
}

/** `npm run data:prune`: removes the embedded databases that checkouts deleted (or started over) left outside them. */
async function main(): Promise<void> {
  const { yes } = parseArgs({ options: { yes: { type: 'boolean', default: false } }, strict: true }).values;
  if (!isRoot()) {
    console.log("Nothing to prune: run as this user, each site's database lives in its own data folder (./.data), and goes with it.");
    return;
  }
  await pruneLeftovers({ yes, ask: process.stdin.isTTY ? ask : null, print: (line) => console.log(line) });
}

main().catch((error: unknown) => {
  if ((error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) console.error(`${(error as Error).message}\n${USAGE}`);
  else console.error(`Could not prune: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
