import type { NextFunction, Request, Response } from 'express';
import type { Maintenance } from '../maintenance';
import { restErrorBody } from './error-answers';

export const MAINTENANCE_MESSAGE = 'The site is being restored from a backup. It will be back in a minute.';
const RETRY_AFTER_SECONDS = 30;

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${RETRY_AFTER_SECONDS}"><title>Back in a minute</title>
<style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;background:#f7f7f8;color:#1a1a1a;text-align:center;padding:1rem}h1{font-size:1.5rem}</style>
</head><body><main><h1>Back in a minute</h1><p>${MAINTENANCE_MESSAGE}</p><p>This page reloads by itself.</p></main></body></html>`;

/** 503 with Retry-After while `maintenance` is on: REST's and GraphQL's error shapes (http/error-answers.ts), a page for the rest. */
export function answerDuringMaintenance(maintenance: Maintenance) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!maintenance.active) return next();
    res.status(503).setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    res.setHeader('Cache-Control', 'no-store');
    if (req.path.startsWith('/graphql')) return res.json({ errors: [{ message: MAINTENANCE_MESSAGE, extensions: { code: 'SERVICE_UNAVAILABLE' } }] });
    if (req.path.startsWith('/api/')) return res.json(restErrorBody({ message: MAINTENANCE_MESSAGE, code: 'SERVICE_UNAVAILABLE' }));
    res.type('html').send(PAGE);
  };
}
