/**
 * One instance of the site in a process of its own, as a host runs each copy behind its load balancer:
 * the real server (startServer, as `npm start` runs it) configured by its environment alone. Driven by
 * its parent (instances.ts) over the IPC channel: it says where it listens, runs a scheduled job on
 * request, and stops on request or on SIGTERM.
 */
import { loadConfig } from '../../src/config';
import { createLogger } from '../../src/logger';
import { startServer, type RunningServer } from '../../src/server';

/** What the parent asks; each request carries an id its answer repeats. */
export type InstanceRequest = { id: number; type: 'fire'; job: string; at: string } | { id: number; type: 'stop' };
export type InstanceMessage = { type: 'listening'; port: number } | { type: 'answer'; id: number; value?: unknown; error?: string };

function send(message: InstanceMessage): void {
  process.send!(message);
}

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const server: RunningServer = await startServer(config, createLogger(config.logLevel));
  let stopping: Promise<void> | null = null;
  const stop = () => (stopping ??= server.stop());
  process.on('SIGTERM', () => void stop().then(() => process.exit(0)));
  process.on('message', (request: InstanceRequest) => {
    const answer = (work: Promise<unknown>) =>
      work.then(
        (value) => send({ type: 'answer', id: request.id, value }),
        (error: unknown) => send({ type: 'answer', id: request.id, error: String(error) }),
      );
    if (request.type === 'fire') void answer(server.jobs.fire(request.job, new Date(request.at)));
    else void answer(stop()).then(() => process.exit(0));
  });
  send({ type: 'listening', port: server.port });
}

main().catch((error: unknown) => {
  console.error(`Could not start: ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(1);
});
