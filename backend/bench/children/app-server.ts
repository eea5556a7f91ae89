import { dist } from '../dist-modules';
import { runChild } from '../ipc';

/** The real server from the production build (backend/dist/server.js), configured by the environment the bench gives it. */
runChild(async () => {
  const { loadConfig } = dist.config();
  const { createLogger } = dist.logger();
  const { startServer } = dist.server();
  const config = loadConfig(process.env);
  const server = await startServer(config, createLogger(config.logLevel));
  return { info: { port: server.port }, stop: () => server.stop() };
});
