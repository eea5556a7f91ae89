import type { Router } from 'express';
import { createRouter } from '../../http/router';
import { sendChunks } from '../../http/send-chunks';
import type { ServiceLayer } from '../../service-layer';

/**
 * GET /api/backups/:name?token=… (a link from createBackupDownloadLink): the archive as a download,
 * streamed from the disk (archives hold every photo), never kept by any cache.
 */
export function backupsRoutes(services: ServiceLayer): Router {
  const router = createRouter();
  router.get('/:name', async (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    const { name, bytes, handle } = await services.backups.openDownload(token, req.params.name);
    res.status(200).type('application/gzip').attachment(name).setHeader('Content-Length', String(bytes));
    // A client gone mid-download ends it quietly; a read that fails partway cuts the connection off and
    // is logged with the request id. The handle closes with the stream either way.
    await sendChunks(res, handle.createReadStream());
  });
  return router;
}
