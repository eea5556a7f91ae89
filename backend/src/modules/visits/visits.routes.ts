import express, { type Request, type Router } from 'express';
import { BadRequestError } from '../../errors';
import { createRouter } from '../../http/router';
import { publicOrigin } from '../../seo/public-origin';
import type { ServiceLayer } from '../../service-layer';

/** A beacon is a few dozen bytes. */
const MAX_BEACON_BYTES = 1024;

/** navigator.sendBeacon sends a string as text/plain; a JSON body (express.json, before) is taken too. */
function beaconOf(req: Request): unknown {
  if (typeof req.body !== 'string') return req.body;
  try {
    return JSON.parse(req.body) as unknown;
  } catch {
    throw new BadRequestError('The body must be JSON like {"kind":"call","path":"/contact"}');
  }
}

/**
 * POST /api/visits: the public pages' beacons (a tap on a Call, WhatsApp or e-mail link; a prerendered
 * page shown), answered 204 with no body, counted or not (a robot is told the same).
 */
export function visitsRoutes(services: ServiceLayer, publicUrl: string | null): Router {
  const router = createRouter();
  router.post('/', express.text({ type: 'text/plain', limit: MAX_BEACON_BYTES }), async (req, res) => {
    await services.visits.recordBeacon(beaconOf(req), {
      req,
      clientAddress: req.ip ?? 'unknown',
      siteOrigins: [publicOrigin(req, null), publicUrl],
    });
    res.status(204).end();
  });
  return router;
}
