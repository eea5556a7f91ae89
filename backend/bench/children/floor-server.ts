import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Pool } from 'pg';
import { runChild } from '../ipc';

/**
 * The floor: a bare node:http + pg endpoint serving the same rows as GET /api/projects, in the
 * same JSON shape, with nothing else (no framework, no headers beyond the body's, no logging).
 * BENCH_FLOOR_MODE=uncached queries and serialises on every request; =cached serves a body
 * serialised once at start.
 */
const LIST_SQL = `SELECT id, title, category, details, location, features, image_url, images, created_at, updated_at
  FROM projects ORDER BY created_at DESC, id ASC`;

interface ProjectRow {
  id: string;
  title: string;
  category: string;
  details: string;
  location: string | null;
  features: string[];
  image_url: string;
  images: string[];
  created_at: Date;
  updated_at: Date;
}

function present(row: ProjectRow) {
  return {
    _id: row.id,
    id: row.id,
    title: row.title,
    category: row.category,
    details: row.details,
    location: row.location,
    features: row.features,
    imageUrl: row.image_url,
    images: row.images,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    description: row.details,
  };
}

runChild(async () => {
  const cached = process.env.BENCH_FLOOR_MODE === 'cached';
  const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  const load = async () => Buffer.from(JSON.stringify({ data: (await pool.query<ProjectRow>(LIST_SQL)).rows.map(present) }));
  const body = cached ? await load() : null;

  const send = (res: http.ServerResponse, status: number, payload: Buffer) => {
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': payload.length });
    res.end(payload);
  };
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/api/projects') return send(res, 404, Buffer.from('{"message":"Not found"}'));
    if (body) return send(res, 200, body);
    load().then(
      (payload) => send(res, 200, payload),
      () => send(res, 500, Buffer.from('{"message":"Internal server error"}')),
    );
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return {
    info: { port: (server.address() as AddressInfo).port },
    async stop() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await pool.end();
    },
  };
});
