import path from 'node:path';
import { z } from 'zod';

/** The environment, validated once at start-up (STYLE: 'Configuration is validated once'). */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  NZ_PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  AU_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  HOST: z.string().default('127.0.0.1'),
  /** Public addresses of the two portals, for the wrong-portal redirect. */
  NZ_PUBLIC_URL: z.url().optional(),
  AU_PUBLIC_URL: z.url().optional(),
  /** Empty means unset, so `DATABASE_URL= npm start` picks the embedded database. */
  DATABASE_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
      .optional(),
  ),
  /**
   * A read replica of DATABASE_URL's database (docs/scaling.md): the account reads go there while its
   * lag is within DATABASE_READ_MAX_LAG_SECONDS. Unset, or with the embedded database: reads use the primary.
   */
  DATABASE_READ_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_READ_URL must be a postgres:// URL')
      .optional(),
  ),
  /**
   * Connections of the pool the account reads' named statements run on (db/client.ts
   * openPostgresPool), on the primary and on the replica each. Unset: this machine's cores, right for
   * a database on the same machine; behind a shared server, its cores shared among the instances
   * (docs/scaling.md).
   */
  DATABASE_NAMED_POOL_SIZE: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(100).optional()),
  /** How far behind the primary the replica may be before its reads go to the primary instead. */
  DATABASE_READ_MAX_LAG_SECONDS: z.coerce.number().positive().default(5),
  PORTAL_DATA_DIR: z.string().default('.data'),
  /** Load demo data when the database has no users. */
  PORTAL_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  PORTAL_VERSION: z.string().default(process.env.npm_package_version ?? '0.1.0'),
  PORTAL_ENVIRONMENT: z.string().default('Demo'),
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(15),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().positive().default(12),
  /** Sign-in attempts allowed per IP per minute, before the per-user lockout. */
  SIGN_IN_RATE_PER_MINUTE: z.coerce.number().int().positive().default(20),
  /** Sign-in, two-factor, reset and recovery calls allowed per username per 15 minutes (all IPs). */
  ACCOUNT_RATE_PER_15_MINUTES: z.coerce.number().int().positive().default(30),
  /** Reset and forgot-username requests allowed per IP per hour. */
  RECOVERY_RATE_PER_HOUR: z.coerce.number().int().positive().default(30),
  /** smtp://user:pass@host:port or smtps://…; unset: e-mails stay in the outbox (and the demo mailbox). */
  SMTP_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL').optional()),
  MAIL_FROM: z.string().default('Tasman Client Portal <no-reply@tasman.example.nz>'),
  /**
   * 32 bytes, base64: the key that encrypts TOTP secrets at rest. Required in production; elsewhere a
   * key is generated once into the data directory (embedded database) or derived for tests.
   */
  TOTP_ENCRYPTION_KEY: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  PASSWORD_RESET_LINK_MINUTES: z.coerce.number().int().positive().default(60),
  PASSWORD_SETUP_LINK_HOURS: z.coerce.number().int().positive().default(72),
  /**
   * Which proxies may say who the client is in X-Forwarded-For (issue 9 item 21): unset or 'none'
   * trusts none, so the limits count the socket's address; a number trusts that many hops; otherwise
   * a comma-separated list of addresses and CIDR ranges (e.g. '10.0.0.0/8, 127.0.0.1').
   */
  TRUST_PROXY: z.preprocess((v) => (v === '' ? undefined : v), z.string().default('none').transform(parseTrustProxy)),
  /**
   * The tools' location check (issue 14, GET /cache/loc): the request header in which a trusted proxy or
   * CDN names the visitor's country as two letters (e.g. 'cf-ipcountry'). It is read only when the
   * request's peer is a proxy TRUST_PROXY names; unset, the IP-to-country database decides.
   */
  LOCATION_COUNTRY_HEADER: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^[A-Za-z0-9-]+$/, 'LOCATION_COUNTRY_HEADER must be a header name')
      .transform((v) => v.toLowerCase())
      .optional(),
  ),
  /**
   * Loopback, private, link-local and unique-local addresses count as New Zealand for the tools'
   * location check (the demo and development run on them). Unset: on outside production, off in it.
   */
  LOCATION_PRIVATE_AS_NZ: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .enum(['true', 'false'])
      .optional()
      .transform((v) => (v === undefined ? undefined : v === 'true')),
  ),
  /**
   * Where statements and other documents are stored: 'local' (a folder, by default
   * <PORTAL_DATA_DIR>/documents) or 's3' (any S3-compatible server; the S3_* settings below).
   */
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  /** The local driver's folder; unset: <PORTAL_DATA_DIR>/documents (tests: a temporary folder). */
  STORAGE_LOCAL_DIR: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  S3_ENDPOINT: z.preprocess((v) => (v === '' ? undefined : v), z.url().optional()),
  S3_BUCKET: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  /** Path-style addresses (http://host/bucket/key), which MinIO and s3rver need. */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * Processes serving the portals on PostgreSQL (web-processes.ts): unset, one per core; the embedded
   * database (PGlite) always has one. The first also runs the background workers.
   */
  WEB_PROCESSES: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(64).optional()),
  /** Run the background workers (e-mail, valuations, statements) in this process; 'false' for a web-only instance. */
  PORTAL_WORKERS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /**
   * With demo data, issue the demo's recorded statements in the background at start (default). The
   * browser tests turn it off: a download issues its statement on demand anyway, and the rendering
   * would take a core from the browser for minutes.
   */
  PORTAL_DEMO_STATEMENTS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /**
   * The business desk RSS feed the portal ingests every 15 minutes (issue 14): an http(s) URL (a user
   * and password in it are sent as HTTP Basic credentials) or a file path; unset: the demo's stored
   * feed (apps/server/src/db/seed/assets/business-desk-feed.xml).
   */
  BUSINESS_DESK_FEED_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .refine((v) => /^(https?|file):/i.test(v) || !/^[a-z][a-z0-9+.-]+:/i.test(v), 'BUSINESS_DESK_FEED_URL must be an http(s) URL or a file path')
      .optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** What Fastify's trustProxy accepts, limited to the safe forms: nobody, a hop count, or named proxies. */
export type TrustProxy = false | number | string[];

const ADDRESS_OR_CIDR = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-f:]*:[0-9a-f:.]*)(?:\/\d{1,3})?$/i;

function parseTrustProxy(value: string, context: z.RefinementCtx): TrustProxy {
  const text = value.trim().toLowerCase();
  if (text === 'none' || text === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  const bad = entries.filter((entry) => !ADDRESS_OR_CIDR.test(entry));
  if (entries.length === 0 || bad.length > 0) {
    context.addIssue({
      code: 'custom',
      message: `TRUST_PROXY must be 'none', a hop count or addresses/CIDRs separated by commas (not: ${bad.join(', ') || value})`,
    });
    return z.NEVER;
  }
  return entries;
}

export type Env = z.infer<typeof EnvSchema> & {
  nzPublicUrl: string;
  auPublicUrl: string;
  dataDir: string;
  production: boolean;
};

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (env.STORAGE_DRIVER === 's3' && !env.S3_BUCKET) {
    throw new Error('Invalid environment:\n  S3_BUCKET: required when STORAGE_DRIVER=s3');
  }
  return {
    ...env,
    nzPublicUrl: env.NZ_PUBLIC_URL ?? `http://localhost:${env.NZ_PORT}`,
    auPublicUrl: env.AU_PUBLIC_URL ?? `http://localhost:${env.AU_PORT}`,
    dataDir: path.resolve(env.PORTAL_DATA_DIR),
    production: env.NODE_ENV === 'production',
  };
}
