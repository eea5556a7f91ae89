/**
 * The floor the real server is measured against: a bare node:http + pg endpoint answering
 * GET /api/projects with the same rows in the same JSON shape, and nothing else. With
 * BENCH_FLOOR_MODE=cached it serialises the body once at start and serves it from memory.
 */
import http from 'node:http';
import { Pool } from 'pg';

const LIST_SQL = `SELECT p.id, p.title, p.category, p.details, p.location, p.features, p.image_url, p.created_at, p.updated_at,
    ARRAY(SELECT i.image_url FROM project_images i WHERE i.project_id = p.id ORDER BY i.position) AS images
  FROM projects p ORDER BY p.created_at DESC, p.id ASC`;

interface Row {
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

const present = (row: Row) => ({
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
});

const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const load = async () => Buffer.from(JSON.stringify({ data: (await pool.query<Row>(LIST_SQL)).rows.map(present) }));

function send(res: http.ServerResponse, status: number, body: Buffer): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': body.length });
  res.end(body);
}

async function main(): Promise<void> {
  const cached = process.env.BENCH_FLOOR_MODE === 'cached' ? await load() : null;
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/api/projects') return send(res, 404, Buffer.from('{"message":"Not found"}'));
    if (cached) return send(res, 200, cached);
    load().then(
      (body) => send(res, 200, body),
      () => send(res, 500, Buffer.from('{"message":"Internal server error"}')),
    );
  });
  server.keepAliveTimeout = 65_000;
  server.listen(Number(process.env.PORT), '127.0.0.1');
  process.on('SIGTERM', () => {
    server.close();
    server.closeAllConnections();
    void pool.end().then(() => process.exit(0));
  });
}

void main();
