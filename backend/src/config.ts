import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import net from 'node:net';

/** The repository root: `backend/src` (tests) and `backend/dist` (built) both sit two levels below it. */
export const ROOT_DIR = path.resolve(__dirname, '..', '..');

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Unset means: run an embedded PostgreSQL whose data lives in `dataDir`. */
  databaseUrl: string | null;
  /** The embedded PostgreSQL's port when free (another free one otherwise). */
  embeddedPgPort: number;
  dataDir: string;
  uploadDir: string;
  frontendDist: string;
  /** Re-read the page renderer and the browser build when they are rebuilt (`npm run dev`). */
  reloadPages: boolean;
  jwtSecret: string;
  adminEmail: string | null;
  adminPassword: string | null;
  corsOrigins: string[];
  /** The site's public origin (https://example.com) for absolute links such as the sitemap's; null: each request's own. */
  publicUrl: string | null;
  logLevel: string;
  seedDemoContent: boolean;
  /** Which peers' X-Forwarded-* headers are believed (Express's `trust proxy`): a hop count or addresses and subnets. */
  trustProxy: number | string[];
}

/** A setting that is wrong: the start stops with one line naming the variable. */
export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** A TCP port setting: whole, from `min` (0: any free port) to 65535, `fallback` when unset. */
function readPortSetting(env: Env, name: 'PORT' | 'EMBEDDED_PG_PORT', fallback: number, min: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < min || port > 65535) {
    throw new ConfigError(`${name} must be a whole number between ${min} and 65535, got "${raw}"`);
  }
  return port;
}

function readDatabaseUrl(env: Env): string | null {
  const raw = env.DATABASE_URL?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('DATABASE_URL is not a valid URL (expected postgres://user:password@host:5432/database)');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new ConfigError(`DATABASE_URL must start with postgres:// or postgresql://, got "${url.protocol}//"`);
  }
  return raw;
}

function readCorsOrigins(env: Env): string[] {
  const raw = env.CORS_ORIGINS?.trim();
  if (!raw) return [];
  return raw.split(',').map((origin) => {
    const trimmed = origin.trim();
    try {
      const url = new URL(trimmed);
      if (url.origin !== trimmed.replace(/\/$/, '')) throw new Error('not an origin');
      return url.origin;
    } catch {
      throw new ConfigError(`CORS_ORIGINS must be a comma-separated list of origins like https://example.com, got "${trimmed}"`);
    }
  });
}

function readPublicUrl(env: Env): string | null {
  const raw = env.PUBLIC_URL?.trim();
  if (!raw) return null;
  try {
    const url = new URL(raw);
    const isOrigin = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !isOrigin) throw new Error('not an origin');
    return url.origin;
  } catch {
    throw new ConfigError(`PUBLIC_URL must be the site's address like https://example.com (http or https, no path), got "${raw}"`);
  }
}

const PROXY_SUBNET_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrSubnet(value: string): boolean {
  if (PROXY_SUBNET_NAMES.includes(value)) return true;
  const [address, bits, ...rest] = value.split('/');
  const version = net.isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d+$/.test(bits) && prefix <= (version === 4 ? 32 : 128);
}

/** Unset: only a proxy on this machine. A number: that many proxies in front, whatever their address. */
function readTrustProxy(env: Env): number | string[] {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw) return ['loopback'];
  if (/^\d+$/.test(raw)) return Number(raw);
  const entries = raw.split(',').map((entry) => entry.trim());
  const wrong = entries.find((entry) => !isAddressOrSubnet(entry));
  if (wrong !== undefined) {
    throw new ConfigError(
      `TRUST_PROXY must be the number of proxies in front of the site (1) or a comma-separated list of their addresses or subnets (10.0.0.5, 10.0.0.0/8, loopback), got "${wrong}"`,
    );
  }
  return entries;
}

function readAdmin(env: Env): { email: string | null; password: string | null } {
  const email = env.ADMIN_EMAIL?.trim() || null;
  const password = env.ADMIN_PASSWORD || null;
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw new ConfigError(`ADMIN_EMAIL is not an e-mail address: "${email}"`);
  }
  if (password !== null && password.length < 8) {
    throw new ConfigError('ADMIN_PASSWORD must be at least 8 characters long');
  }
  return { email, password };
}

/** In development a random secret is generated once and kept in the data folder. */
function readJwtSecret(env: Env, nodeEnv: Config['nodeEnv'], dataDir: string): string {
  const raw = env.JWT_SECRET;
  if (raw) {
    if (raw.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters long');
    return raw;
  }
  if (nodeEnv === 'production') throw new ConfigError('JWT_SECRET is required when NODE_ENV=production');
  if (nodeEnv === 'test') return crypto.randomBytes(32).toString('hex');
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    const secret = crypto.randomBytes(48).toString('base64url');
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

export function loadConfig(env: Env = process.env): Config {
  const nodeEnvRaw = env.NODE_ENV?.trim() || 'development';
  if (!['development', 'production', 'test'].includes(nodeEnvRaw)) {
    throw new ConfigError(`NODE_ENV must be development, production or test, got "${nodeEnvRaw}"`);
  }
  const nodeEnv = nodeEnvRaw as Config['nodeEnv'];
  const logLevel = env.LOG_LEVEL?.trim() || (nodeEnv === 'test' ? 'silent' : 'info');
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  }
  const dataDir = path.resolve(ROOT_DIR, env.DATA_DIR?.trim() || '.data');
  const admin = readAdmin(env);
  return {
    nodeEnv,
    port: readPortSetting(env, 'PORT', 4000, 0),
    host: env.HOST?.trim() || '0.0.0.0',
    databaseUrl: readDatabaseUrl(env),
    embeddedPgPort: readPortSetting(env, 'EMBEDDED_PG_PORT', 54329, 1),
    dataDir,
    uploadDir: path.resolve(ROOT_DIR, env.UPLOAD_DIR?.trim() || path.join(dataDir, 'uploads')),
    // The browser build; its server renderer is built next to it, in ../dist-server.
    frontendDist: path.resolve(ROOT_DIR, env.FRONTEND_DIST?.trim() || path.join('frontend', 'dist')),
    reloadPages: env.PAGES_RELOAD?.trim() === 'true',
    jwtSecret: readJwtSecret(env, nodeEnv, dataDir),
    adminEmail: admin.email,
    adminPassword: admin.password,
    corsOrigins: readCorsOrigins(env),
    publicUrl: readPublicUrl(env),
    logLevel,
    seedDemoContent: env.SEED_DEMO_CONTENT?.trim() !== 'false',
    trustProxy: readTrustProxy(env),
  };
}
