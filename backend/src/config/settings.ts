import net from 'node:net';
import { z } from 'zod';
import { DEFAULT_TIME_ZONE } from '@vriddhi/rules';

/**
 * Every setting the server reads from the environment, in one table: how it is read and checked (a
 * zod schema from the raw text, unset as undefined) and what the README and .env.example say about
 * it (both written from here by `npm run config:docs -w backend`, and checked by `npm test`). A
 * refused value stops the start with one line that begins with the variable's name.
 */
export interface Setting<T> {
  /** As the README shows it. */
  default: string;
  meaning: string;
  /** Shown uncommented in .env.example. */
  example?: string;
  schema: z.ZodType<T, string | undefined>;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const PROXY_SUBNET_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const EMAIL_PATTERN = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

/** Unset or blank is undefined; anything else trimmed (passwords are taken as typed). */
const trimmed = z
  .string()
  .optional()
  .transform((raw) => raw?.trim() || undefined);

function isHttpUrl(raw: string): boolean {
  try {
    const url = new URL(raw);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !url.search && !url.hash;
  } catch {
    return false;
  }
}

/** A refusal in the words of the setting: the message starts with its name. */
function refuse(context: z.RefinementCtx, message: string): typeof z.NEVER {
  context.addIssue({ code: 'custom', message });
  return z.NEVER;
}

function port(name: string, fallback: number, min: number) {
  return trimmed.transform((raw, context) => {
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > 65535)
      return refuse(context, `${name} must be a whole number between ${min} and 65535, got "${raw}"`);
    return value;
  });
}

function isAddressOrSubnet(value: string): boolean {
  if (PROXY_SUBNET_NAMES.includes(value)) return true;
  const [address, bits, ...rest] = value.split('/');
  const version = net.isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d+$/.test(bits) && prefix <= (version === 4 ? 32 : 128);
}

export const SETTINGS = {
  PORT: {
    default: '`4000`',
    meaning: 'port of the one process that serves everything',
    example: '4000',
    schema: port('PORT', 4000, 0),
  },
  DATABASE_URL: {
    default: 'unset',
    meaning: 'PostgreSQL URL; unset runs the embedded PostgreSQL in `./.data/pg`',
    schema: trimmed.transform((raw, context) => {
      if (raw === undefined) return null;
      let url: URL;
      try {
        url = new URL(raw);
      } catch {
        return refuse(context, 'DATABASE_URL is not a valid URL (expected postgres://user:password@host:5432/database)');
      }
      if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
        return refuse(context, `DATABASE_URL must start with postgres:// or postgresql://, got "${url.protocol}//"`);
      }
      return raw;
    }),
  },
  JWT_SECRET: {
    default: 'generated',
    meaning: 'token signing key (32+ characters); **required** with `NODE_ENV=production`; in development generated once into `./.data/jwt-secret`',
    schema: z
      .string()
      .optional()
      .transform((raw, context) => {
        if (!raw) return null;
        return raw.length < 32 ? refuse(context, 'JWT_SECRET must be at least 32 characters long') : raw;
      }),
  },
  ADMIN_EMAIL: {
    default: '`admin@example.com`',
    meaning: "first admin's e-mail, used only when there is no user",
    schema: trimmed.transform((raw, context) => {
      if (raw === undefined) return null;
      return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(raw) ? raw : refuse(context, `ADMIN_EMAIL is not an e-mail address: "${raw}"`);
    }),
  },
  ADMIN_PASSWORD: {
    default: 'generated, printed once',
    meaning: "first admin's password (8+ characters)",
    schema: z
      .string()
      .optional()
      .transform((raw, context) => {
        if (!raw) return null;
        return raw.length < 8 ? refuse(context, 'ADMIN_PASSWORD must be at least 8 characters long') : raw;
      }),
  },
  UPLOAD_DIR: {
    default: '`./.data/uploads`',
    meaning: 'where uploaded images are stored',
    schema: trimmed,
  },
  STORAGE_DRIVER: {
    default: '`local`',
    meaning:
      'where photos are stored: `local` (the upload folder, `UPLOAD_DIR`) or `s3` (an S3-compatible bucket, `S3_BUCKET`; credentials from the AWS SDK\'s usual chain: `AWS_ACCESS_KEY_ID` and `AWS_SECRET_ACCESS_KEY`, or a role). See "Running on a host"',
    schema: trimmed.transform((raw, context) => {
      if (raw === undefined || raw === 'local' || raw === 's3') return raw ?? 'local';
      return refuse(context, `STORAGE_DRIVER must be local or s3, got "${raw}"`);
    }),
  },
  S3_BUCKET: {
    default: 'unset',
    meaning: 'the bucket photos are stored in; **required** with `STORAGE_DRIVER=s3`',
    schema: trimmed,
  },
  S3_REGION: {
    default: '`us-east-1`',
    meaning: "the bucket's region (`auto` for Cloudflare R2)",
    schema: trimmed.transform((raw) => raw ?? 'us-east-1'),
  },
  S3_ENDPOINT: {
    default: 'unset (AWS)',
    meaning:
      "the S3 API's address when not AWS: Cloudflare R2, Backblaze B2, MinIO, Garage (`https://<account>.r2.cloudflarestorage.com`, `http://127.0.0.1:9000`)",
    schema: trimmed.transform((raw, context) =>
      raw === undefined || isHttpUrl(raw) ? (raw ?? null) : refuse(context, `S3_ENDPOINT must be an http(s) URL like https://s3.example.com, got "${raw}"`),
    ),
  },
  S3_FORCE_PATH_STYLE: {
    default: '`false`',
    meaning: '`true`: the bucket in the path (`<endpoint>/<bucket>/<key>`) rather than the host name: for MinIO and most self-hosted servers',
    schema: trimmed.transform((raw, context) => {
      if (raw === undefined || raw === 'false') return false;
      return raw === 'true' ? true : refuse(context, `S3_FORCE_PATH_STYLE must be true or false, got "${raw}"`);
    }),
  },
  S3_PUBLIC_URL: {
    default: 'unset',
    meaning:
      "an address that serves the bucket's objects to browsers (a CDN, a public bucket: `https://photos.example.com`), which photo URLs then point at (and the Content-Security-Policy allows); unset, the site streams them itself at `/uploads/…` with the same caching headers as local files",
    schema: trimmed.transform((raw, context) => {
      if (raw === undefined) return null;
      if (!isHttpUrl(raw)) return refuse(context, `S3_PUBLIC_URL must be an http(s) URL like https://photos.example.com, got "${raw}"`);
      return raw.replace(/\/+$/, '');
    }),
  },
  FRONTEND_DIST: {
    default: '`./frontend/dist`',
    meaning: 'the browser build the server uses (its page renderer is built next to it, in `../dist-server`)',
    schema: trimmed,
  },
  CORS_ORIGINS: {
    default: 'none',
    meaning: 'comma-separated origins allowed to call the API from a browser',
    schema: trimmed.transform((raw, context) => {
      if (raw === undefined) return [];
      const origins: string[] = [];
      for (const origin of raw.split(',').map((entry) => entry.trim())) {
        let url: URL | null;
        try {
          url = new URL(origin);
        } catch {
          url = null;
        }
        if (!url || url.origin !== origin.replace(/\/$/, '')) {
          return refuse(context, `CORS_ORIGINS must be a comma-separated list of origins like https://example.com, got "${origin}"`);
        }
        origins.push(url.origin);
      }
      return origins;
    }),
  },
  PUBLIC_URL: {
    default: "the request's own",
    meaning:
      "the site's public address, like `https://example.com` (no path), for absolute links in `/robots.txt` and `/sitemap.xml`; unset, each request's protocol and host are used (`X-Forwarded-Proto`/`-Host` only from a proxy on the same machine)",
    schema: trimmed.transform((raw, context) => {
      if (raw === undefined) return null;
      const refused = () => refuse(context, `PUBLIC_URL must be the site's address like https://example.com (http or https, no path), got "${raw}"`);
      let url: URL;
      try {
        url = new URL(raw);
      } catch {
        return refused();
      }
      const isOrigin = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
      return (url.protocol === 'http:' || url.protocol === 'https:') && isOrigin ? url.origin : refused();
    }),
  },
  LOG_LEVEL: {
    default: '`info`',
    meaning: '`fatal` … `trace`, or `silent`',
    example: 'info',
    schema: trimmed.transform((raw, context) => {
      if (raw === undefined || (LOG_LEVELS as readonly string[]).includes(raw)) return raw as (typeof LOG_LEVELS)[number] | undefined;
      return refuse(context, `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${raw}"`);
    }),
  },
  DATA_DIR: {
    default: '`./.data`',
    meaning:
      'the data folder: the embedded PostgreSQL (`pg/`, or `pg.location` naming its folder outside when it must live there), the upload folder by default, uploads waiting to be processed (`incoming/`; with `STORAGE_DRIVER=s3` in the system temporary folder), the development signing key; one server at a time',
    schema: trimmed,
  },
  HOST: {
    default: '`0.0.0.0`',
    meaning: 'the address the server listens on (`127.0.0.1`: this machine only)',
    schema: trimmed.transform((raw) => raw ?? '0.0.0.0'),
  },
  EMBEDDED_PG_PORT: {
    default: '`54329`',
    meaning: "the embedded PostgreSQL's port (on 127.0.0.1) when no `DATABASE_URL` is set; another free port when it is taken",
    schema: port('EMBEDDED_PG_PORT', 54329, 1),
  },
  PAGES_RELOAD: {
    default: '`false`',
    meaning: '`true`: the server re-reads the page renderer and the browser build when they are rebuilt (`npm run dev` sets it)',
    schema: trimmed.transform((raw) => raw === 'true'),
  },
  TRUST_PROXY: {
    default: '`loopback`',
    meaning:
      "which peers' `X-Forwarded-For`/`-Proto`/`-Host` are believed (the client's address for the login and connection limits, the site's origin for links): a number of proxies in front (`1`), or their addresses and subnets, comma-separated (`10.0.0.5, 172.16.0.0/12`, `loopback`). Set it when the reverse proxy runs on another machine or container (Docker): otherwise every visitor counts as the proxy's address. Trusted proxies are not held to the per-address connection limit",
    schema: trimmed.transform((raw, context): number | string[] => {
      if (raw === undefined) return ['loopback'];
      if (/^\d+$/.test(raw)) return Number(raw);
      const entries = raw.split(',').map((entry) => entry.trim());
      const wrong = entries.find((entry) => !isAddressOrSubnet(entry));
      if (wrong === undefined) return entries;
      return refuse(
        context,
        `TRUST_PROXY must be the number of proxies in front of the site (1) or a comma-separated list of their addresses or subnets (10.0.0.5, 10.0.0.0/8, loopback), got "${wrong}"`,
      );
    }),
  },
  SEED_DEMO_CONTENT: {
    default: '`true`',
    meaning: '`false` starts an empty site (gallery categories are always created)',
    schema: trimmed.transform((raw) => raw !== 'false'),
  },
  SMTP_URL: {
    default: 'unset',
    meaning:
      "the mail server of every e-mail the site sends (enquiry alerts to the firm's first e-mail address, new users' links, \"Forgot password?\" links), over the admin's Settings → Mail; like `smtps://user:password@smtp.example.com` (port 465) or `smtp://user:password@smtp.example.com:587` (STARTTLS); special characters in the user or password percent-encoded (`@` as `%40`); unset, the mail server saved in Settings → Mail, if any",
    schema: trimmed.transform((raw, context) => {
      if (raw === undefined) return null;
      let url: URL | null;
      try {
        url = new URL(raw);
      } catch {
        url = null;
      }
      if (!url || (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || !url.hostname) {
        return refuse(context, 'SMTP_URL must be a mail server address like smtps://user:password@smtp.example.com');
      }
      return raw;
    }),
  },
  MAIL_FROM: {
    default: 'the SMTP user',
    meaning:
      "the sender of the e-mails sent through `SMTP_URL`, like `Website <web@example.com>`; unset, the SMTP user name when it is an e-mail address, else the firm's first e-mail address",
    schema: trimmed.transform((raw, context) => {
      if (raw === undefined) return null;
      const address = /<([^<>]+)>\s*$/.exec(raw)?.[1] ?? raw;
      return EMAIL_PATTERN.test(address)
        ? raw
        : refuse(context, `MAIL_FROM must be an e-mail address, optionally with a name: Website <web@example.com>, got "${raw}"`);
    }),
  },
  ENQUIRY_RETENTION_DAYS: {
    default: '`365`',
    meaning: 'enquiries older than this many days are deleted (at each start and every night)',
    schema: trimmed.transform((raw, context) => {
      if (raw === undefined) return 365;
      const days = Number(raw);
      if (!/^\d+$/.test(raw) || days < 1 || days > 36_500)
        return refuse(context, `ENQUIRY_RETENTION_DAYS must be a whole number of days from 1 to 36500, got "${raw}"`);
      return days;
    }),
  },
  TIME_ZONE: {
    default: `\`${DEFAULT_TIME_ZONE}\``,
    meaning: "the firm's time zone (an IANA name), in which the public pages give dates and the admin's exports and the e-mails give times",
    schema: trimmed.transform((raw, context) => {
      const zone = raw ?? DEFAULT_TIME_ZONE;
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
      } catch {
        return refuse(context, `TIME_ZONE must be a time zone name like Asia/Kolkata, got "${zone}"`);
      }
      return zone;
    }),
  },
  BACKUP_DIR: {
    default: '`<DATA_DIR>/backups`',
    meaning: 'where `npm run backup` and the daily backup write their archives',
    schema: trimmed,
  },
  BACKUP_KEEP: {
    default: '`7`',
    meaning: 'how many daily backups are kept in `BACKUP_DIR` (older ones are deleted after a new one succeeded)',
    schema: trimmed.transform((raw, context) => {
      if (raw === undefined) return 7;
      const count = Number(raw);
      if (!/^\d+$/.test(raw) || count < 1 || count > 1000) return refuse(context, `BACKUP_KEEP must be a whole number from 1 to 1000, got "${raw}"`);
      return count;
    }),
  },
  BACKUP_TIME: {
    default: '`02:00`',
    meaning: "the server's local time of the daily backup, `HH:MM`; `off`: no daily backup",
    schema: trimmed.transform((raw, context) => {
      if (raw === undefined) return { hour: 2, minute: 0 };
      if (raw === 'off') return null;
      const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(raw);
      if (!match) return refuse(context, `BACKUP_TIME must be a time of day like 02:00 (HH:MM, 24-hour), or off, got "${raw}"`);
      return { hour: Number(match[1]), minute: Number(match[2]) };
    }),
  },
  NODE_ENV: {
    default: '`development`',
    meaning: '`production` requires `JWT_SECRET`',
    schema: trimmed.transform((raw, context) => {
      const value = raw ?? 'development';
      if (value === 'development' || value === 'production' || value === 'test') return value;
      return refuse(context, `NODE_ENV must be development, production or test, got "${value}"`);
    }),
  },
} satisfies Record<string, Setting<unknown>>;

export type SettingName = keyof typeof SETTINGS;
export type SettingValues = { [Name in SettingName]: z.output<(typeof SETTINGS)[Name]['schema']> };

/** Every setting read from `env`; the first refused one throws its message. */
export function readSettings(env: Record<string, string | undefined>): SettingValues {
  const values: Record<string, unknown> = {};
  for (const [name, setting] of Object.entries(SETTINGS) as [SettingName, Setting<unknown>][]) {
    const result = setting.schema.safeParse(env[name]);
    if (!result.success) throw new SettingError(result.error.issues[0]?.message ?? `${name} is not valid`);
    values[name] = result.data;
  }
  return values as SettingValues;
}

export class SettingError extends Error {}
