import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { readSettings, SettingError, type SettingValues } from './settings';

/** The repository root: `backend/src/config` (tests) and `backend/dist/config` (built) both sit three levels below it. */
export const ROOT_DIR = path.resolve(__dirname, '..', '..', '..');

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
  /** Where photos are stored (STORAGE_DRIVER and the S3_ settings). */
  storage: StorageConfig;
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
  /** The mail server (smtp:// or smtps:// URL) that sends each new enquiry to the firm; null: none. */
  smtpUrl: string | null;
  /** The enquiry e-mails' sender; null: the SMTP user, else the firm's first e-mail. */
  mailFrom: string | null;
  /** Enquiries older than this are deleted. */
  enquiryRetentionDays: number;
  /** The firm's time zone (IANA), for times in exports and e-mails. */
  timeZone: string;
  /** Where backup archives are written. */
  backupDir: string;
  /** How many daily backups are kept. */
  backupKeep: number;
  /** The daily backup's local time of day; null: none. */
  backupTime: { hour: number; minute: number } | null;
}

export interface S3Config {
  bucket: string;
  region: string;
  /** Unset: AWS. */
  endpoint: string | null;
  forcePathStyle: boolean;
  /** Where browsers load the objects from; null: the site streams them at /uploads/. */
  publicUrl: string | null;
}

/** The bucket is known whenever S3_BUCKET is set (`npm run storage:copy` uses it while the site still runs on the disk). */
export interface StorageConfig {
  driver: 'local' | 's3';
  s3: S3Config | null;
}

/** A setting that is wrong: the start stops with one line naming the variable. */
export class ConfigError extends Error {}

/** In development a random secret is generated once and kept in the data folder. */
function jwtSecretFor(given: string | null, nodeEnv: Config['nodeEnv'], dataDir: string): string {
  if (given) return given;
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

function storageConfig(settings: SettingValues): StorageConfig {
  const s3 = settings.S3_BUCKET
    ? {
        bucket: settings.S3_BUCKET,
        region: settings.S3_REGION,
        endpoint: settings.S3_ENDPOINT,
        forcePathStyle: settings.S3_FORCE_PATH_STYLE,
        publicUrl: settings.S3_PUBLIC_URL,
      }
    : null;
  if (settings.STORAGE_DRIVER === 's3' && !s3)
    throw new ConfigError('S3_BUCKET is required when STORAGE_DRIVER=s3 (the name of the bucket photos are stored in)');
  return { driver: settings.STORAGE_DRIVER, s3 };
}

/** The server's configuration from the environment, each setting read and checked as config/settings.ts says. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  let settings;
  try {
    settings = readSettings(env);
  } catch (error) {
    throw error instanceof SettingError ? new ConfigError(error.message) : error;
  }
  const nodeEnv = settings.NODE_ENV;
  const dataDir = path.resolve(ROOT_DIR, settings.DATA_DIR ?? '.data');
  return {
    nodeEnv,
    port: settings.PORT,
    host: settings.HOST,
    databaseUrl: settings.DATABASE_URL,
    embeddedPgPort: settings.EMBEDDED_PG_PORT,
    dataDir,
    uploadDir: path.resolve(ROOT_DIR, settings.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    storage: storageConfig(settings),
    frontendDist: path.resolve(ROOT_DIR, settings.FRONTEND_DIST ?? path.join('frontend', 'dist')),
    reloadPages: settings.PAGES_RELOAD,
    jwtSecret: jwtSecretFor(settings.JWT_SECRET, nodeEnv, dataDir),
    adminEmail: settings.ADMIN_EMAIL,
    adminPassword: settings.ADMIN_PASSWORD,
    corsOrigins: settings.CORS_ORIGINS,
    publicUrl: settings.PUBLIC_URL,
    logLevel: settings.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    seedDemoContent: settings.SEED_DEMO_CONTENT,
    trustProxy: settings.TRUST_PROXY,
    smtpUrl: settings.SMTP_URL,
    mailFrom: settings.MAIL_FROM,
    enquiryRetentionDays: settings.ENQUIRY_RETENTION_DAYS,
    timeZone: settings.TIME_ZONE,
    backupDir: path.resolve(ROOT_DIR, settings.BACKUP_DIR ?? path.join(dataDir, 'backups')),
    backupKeep: settings.BACKUP_KEEP,
    backupTime: settings.BACKUP_TIME,
  };
}
