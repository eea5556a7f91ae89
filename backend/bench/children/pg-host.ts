import { dist } from '../dist-modules';
import { runChild } from '../ipc';

/**
 * The embedded PostgreSQL, hosted in its own process group so a Ctrl-C in the terminal does not
 * reach it before the bench has stopped the servers and dropped its database.
 */
runChild(async () => {
  const { startEmbeddedPostgres } = dist.embeddedPostgres();
  const dataDir = process.env.BENCH_PG_DATA_DIR!;
  const port = Number(process.env.BENCH_PG_PORT);
  const embedded = await startEmbeddedPostgres({ dataDir, port });
  return {
    info: { adminUrl: embedded.url('postgres'), dataDir: embedded.dataDir },
    stop: () => embedded.stop(),
  };
});
