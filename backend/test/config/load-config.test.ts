import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../src/config';

const SECRET = 'x'.repeat(32);

/** loadConfig with a throwaway data folder, so nothing is written into the repository. */
function load(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'config-'));
  try {
    return loadConfig({ DATA_DIR: dataDir, ...env });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function configError(env: Record<string, string>): ConfigError {
  try {
    load(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('has working defaults for development', () => {
    const config = load({});
    expect(config).toMatchObject({ nodeEnv: 'development', port: 4000, databaseUrl: null, corsOrigins: [], logLevel: 'info', seedDemoContent: true });
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('keeps the generated development secret across starts', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'config-'));
    try {
      const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
      expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('reads the settings it is given', () => {
    const config = load({
      NODE_ENV: 'production',
      PORT: '8080',
      DATABASE_URL: 'postgresql://app:pw@db:5432/site',
      JWT_SECRET: SECRET,
      CORS_ORIGINS: 'https://a.example, https://b.example/',
      ADMIN_EMAIL: 'owner@firm.example',
      ADMIN_PASSWORD: 'long enough',
    });
    expect(config).toMatchObject({
      nodeEnv: 'production',
      port: 8080,
      databaseUrl: 'postgresql://app:pw@db:5432/site',
      jwtSecret: SECRET,
      corsOrigins: ['https://a.example', 'https://b.example'],
      adminEmail: 'owner@firm.example',
    });
  });

  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['PORT', { PORT: '70000' }],
    ['PORT', { PORT: '-1' }],
    ['DATABASE_URL', { DATABASE_URL: 'not a url' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://root@localhost/db' }],
    ['JWT_SECRET', { NODE_ENV: 'production', JWT_SECRET: 'short' }],
    ['JWT_SECRET', { NODE_ENV: 'production' }],
    ['JWT_SECRET', { JWT_SECRET: 'too short for development too' }],
    ['NODE_ENV', { NODE_ENV: 'staging' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
    ['CORS_ORIGINS', { CORS_ORIGINS: 'https://ok.example,https://bad.example/path' }],
    ['ADMIN_EMAIL', { ADMIN_EMAIL: 'not-an-email' }],
    ['ADMIN_PASSWORD', { ADMIN_PASSWORD: 'short' }],
    ['EMBEDDED_PG_PORT', { EMBEDDED_PG_PORT: 'postgres' }],
    ['TRUST_PROXY', { TRUST_PROXY: 'yes' }],
    ['TRUST_PROXY', { TRUST_PROXY: '10.0.0.0/33' }],
    ['TRUST_PROXY', { TRUST_PROXY: '10.0.0.1, proxy.example' }],
    ['SMTP_URL', { SMTP_URL: 'https://user:secret@mail.example' }],
    ['SMTP_URL', { SMTP_URL: 'smtp.example.com' }],
    ['MAIL_FROM', { MAIL_FROM: 'Website <not an address>' }],
    ['ENQUIRY_RETENTION_DAYS', { ENQUIRY_RETENTION_DAYS: '0' }],
    ['ENQUIRY_RETENTION_DAYS', { ENQUIRY_RETENTION_DAYS: 'a year' }],
    ['STORAGE_DRIVER', { STORAGE_DRIVER: 'disk' }],
    ['S3_BUCKET', { STORAGE_DRIVER: 's3' }],
    ['S3_ENDPOINT', { STORAGE_DRIVER: 's3', S3_BUCKET: 'photos', S3_ENDPOINT: 'minio:9000' }],
    ['S3_FORCE_PATH_STYLE', { STORAGE_DRIVER: 's3', S3_BUCKET: 'photos', S3_FORCE_PATH_STYLE: 'yes' }],
    ['S3_PUBLIC_URL', { STORAGE_DRIVER: 's3', S3_BUCKET: 'photos', S3_PUBLIC_URL: 'photos.example.com' }],
  ])('throws a ConfigError naming %s for %j', (variable, env) => {
    const error = configError(env);
    expect(error.message.startsWith(variable)).toBe(true);
    expect(error.message).not.toContain('\n');
  });

  it('stores photos on the disk by default, in a bucket with STORAGE_DRIVER=s3', () => {
    expect(load({}).storage).toEqual({ driver: 'local', s3: null });
    expect(
      load({
        STORAGE_DRIVER: 's3',
        S3_BUCKET: 'photos',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_FORCE_PATH_STYLE: 'true',
        S3_PUBLIC_URL: 'https://cdn.example.com/',
      }).storage,
    ).toEqual({
      driver: 's3',
      s3: { bucket: 'photos', region: 'us-east-1', endpoint: 'http://127.0.0.1:9000', forcePathStyle: true, publicUrl: 'https://cdn.example.com' },
    });
    // The bucket's settings beside the disk: what `npm run storage:copy` copies to before the switch.
    expect(load({ S3_BUCKET: 'photos', S3_REGION: 'auto' }).storage).toMatchObject({ driver: 'local', s3: { bucket: 'photos', region: 'auto' } });
  });

  it.each([
    [{}, ['loopback']],
    [{ TRUST_PROXY: '2' }, 2],
    [{ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16, loopback, fd00::/8' }, ['10.0.0.5', '10.1.0.0/16', 'loopback', 'fd00::/8']],
  ])('reads TRUST_PROXY %j as %j', (env, trustProxy) => {
    expect(load(env).trustProxy).toEqual(trustProxy);
  });

  it('reads the enquiry mail settings, without echoing a refused SMTP password', () => {
    expect(load({})).toMatchObject({ smtpUrl: null, mailFrom: null, enquiryRetentionDays: 365 });
    expect(
      load({ SMTP_URL: 'smtps://web%40firm.example:pw@smtp.example.com', MAIL_FROM: 'Website <web@firm.example>', ENQUIRY_RETENTION_DAYS: '30' }),
    ).toMatchObject({
      smtpUrl: 'smtps://web%40firm.example:pw@smtp.example.com',
      mailFrom: 'Website <web@firm.example>',
      enquiryRetentionDays: 30,
    });
    expect(configError({ SMTP_URL: 'imap://user:hunter2@mail.example' }).message).not.toContain('hunter2');
  });

  it('requires JWT_SECRET in production and names it', () => {
    expect(configError({ NODE_ENV: 'production' }).message).toBe('JWT_SECRET is required when NODE_ENV=production');
  });
});
