import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { z } from '@/lib/zod';

// Every setting the server reads, validated once. Nothing else reads process.env.
const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.string().url().optional())
  .optional();

/** A setting that may be left empty (read as not set). */
const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default('./data'),
  UPLOADS_DIR: z.string().min(1).default('./uploads'),
  MAIL_OUTBOX_DIR: z.string().optional(),
  SMS_OUTBOX_DIR: z.string().optional(),
  SMTP_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  // GET /metrics (Prometheus) answers only `Authorization: Bearer <METRICS_TOKEN>`; unset, /metrics is 404.
  METRICS_TOKEN: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(z.string().min(32, 'must be at least 32 characters').optional())
    .optional(),
  API_CORS_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().url('each origin must be a URL like https://app.example.com'))),
  MAIL_FROM: z.string().min(3).default('CollabMarket <no-reply@collabmarket.local>'),
  JWT_ACCESS_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  JWT_REFRESH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TRACKING_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  APP_URL: z.string().url().default('http://localhost:3000'),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86400).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  CAMPAIGN_LIST_CACHE_TTL_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  // Read by lib/page-cache/handler.mjs (loaded by Next.js, outside this module); checked here at start.
  PAGE_CACHE_MB: z.coerce.number().int().min(1).max(65_536).default(256),
  /** 0 sends every request to Next.js (server.mjs's fronts for cached pages and the default list): for ruling them out. */
  PAGE_FRONT: z.enum(['0', '1']).default('1'),
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
  STREAMS_PER_ACCOUNT: z.coerce.number().int().min(1).max(1000).default(10),
  STREAMS_PER_IP: z.coerce.number().int().min(1).max(100_000).default(50),
  CLICK_FLUSH_MS: z.coerce.number().int().min(10).max(10_000).default(250),
  CLICK_BATCH_SIZE: z.coerce.number().int().min(1).max(5000).default(500),
  CLICK_BUFFER_MAX: z.coerce.number().int().min(1).max(10_000_000).default(50_000),
  // The job queue (lib/jobs): WORKERS=0 makes a web-only server (`npm run worker` runs them apart).
  WORKERS: z.enum(['0', '1'], 'must be 0 (no workers in this process) or 1').default('1'),
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(2),
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  JOB_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(4),
  JOB_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  JOB_EXPIRE_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
  // A chat message still unread this long is e-mailed (lib/collaborations/unread-mail.ts); a fraction for tests.
  UNREAD_MAIL_MINUTES: z.coerce.number().min(0).max(1440).default(10),
  // Payments (lib/payments): the provider, the secret its webhooks are signed with, our fee on top
  // of the creator's (GST 18% on it), and how long after going live held money is released unless the brand acts.
  PAYMENT_PROVIDER: z.enum(['local', 'razorpay'], 'must be local (the embedded provider) or razorpay').default('local'),
  PAYMENT_WEBHOOK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PLATFORM_FEE_PERCENT: z.coerce.number().min(0).max(100).default(10),
  PAYMENT_AUTO_RELEASE_DAYS: z.coerce.number().min(0).max(90).default(7),
  // Razorpay (lib/payments/razorpay.ts), required when PAYMENT_PROVIDER=razorpay: the API key pair,
  // the secret its webhooks are signed with (set in its dashboard), and its API's address (tests
  // point it at a loopback stand-in).
  RAZORPAY_KEY_ID: optionalText,
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  RAZORPAY_API_URL: z.string().url().default('https://api.razorpay.com'),
  MAX_UPLOAD_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(5 * 1024 * 1024),
  FIREBASE_PROJECT_ID: z.string().optional(),
  FIREBASE_CLIENT_EMAIL: z.string().optional(),
  FIREBASE_PRIVATE_KEY: z.string().optional(),
  NEXT_PUBLIC_FIREBASE_API_KEY: z.string().optional(),
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: z.string().optional(),
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: z.string().optional(),
  NEXT_PUBLIC_FIREBASE_APP_ID: z.string().optional(),
  // Who issues the platform-fee tax invoices (lib/payments/invoices): printed on every invoice.
  // The GSTIN's first two digits (the state code) decide CGST+SGST or IGST.
  PLATFORM_LEGAL_NAME: z.string().trim().min(2).max(200).default('CollabMarket Technologies Private Limited'),
  PLATFORM_ADDRESS: z.string().trim().min(5).max(300).default('2nd Floor, 100 Feet Road, Indiranagar, Bengaluru, Karnataka 560038'),
  PLATFORM_GSTIN: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^(0[1-9]|[12][0-9]|3[0-8])[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, 'must be a 15-character GSTIN like 29AABCC1234D1Z7')
    .default('29AABCC1234D1Z7'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

type Env = z.infer<typeof schema> & {
  MAIL_OUTBOX_DIR: string;
  SMS_OUTBOX_DIR: string;
  JWT_ACCESS_SECRET: string;
  JWT_REFRESH_SECRET: string;
  TRACKING_SECRET: string;
  PAYMENT_WEBHOOK_SECRET: string;
  firebaseEnabled: boolean;
};

export class EnvError extends Error {}

function devSecret(dataDir: string, name: string): string {
  // Development only: a secret generated once and kept in DATA_DIR so sessions survive restarts.
  const file = path.join(/*turbopackIgnore: true*/ dataDir, `.${name.toLowerCase()}`);
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    /* not yet generated */
  }
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new EnvError(`Invalid setting ${problems}`);
  }
  const e = result.data;
  const dataDir = path.resolve(/*turbopackIgnore: true*/ e.DATA_DIR);
  const production = e.NODE_ENV === 'production';
  // `next build` prerenders pages (their metadata reads APP_URL) but signs nothing: the build gets
  // throwaway secrets, and the server refuses to start without real ones.
  const building = source.NEXT_PHASE === 'phase-production-build';
  // TRACKING_SECRET keys the visitor hashes of tracked-link clicks (lib/tracking/visitor.ts): every
  // server must share it, so a generated one (each server's own) would not do either.
  // PAYMENT_WEBHOOK_SECRET signs the payment provider's webhooks: a generated one would let no provider sign.
  for (const name of ['JWT_ACCESS_SECRET', 'JWT_REFRESH_SECRET', 'TRACKING_SECRET', 'PAYMENT_WEBHOOK_SECRET'] as const) {
    if (production && !building && !e[name]) throw new EnvError(`Invalid setting ${name}: required when NODE_ENV=production`);
  }
  if (e.PAYMENT_PROVIDER === 'razorpay') {
    for (const name of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const) {
      if (!e[name]) throw new EnvError(`Invalid setting ${name}: required when PAYMENT_PROVIDER=razorpay`);
    }
  }
  const secret = (name: string) => (building ? crypto.randomBytes(48).toString('base64url') : devSecret(dataDir, name));
  if (e.JWT_ACCESS_SECRET && e.JWT_ACCESS_SECRET === e.JWT_REFRESH_SECRET) {
    throw new EnvError('Invalid setting JWT_REFRESH_SECRET: must differ from JWT_ACCESS_SECRET');
  }
  const firebaseEnabled = Boolean(e.FIREBASE_PROJECT_ID && e.FIREBASE_CLIENT_EMAIL && e.FIREBASE_PRIVATE_KEY);
  return {
    ...e,
    DATA_DIR: dataDir,
    UPLOADS_DIR: path.resolve(/*turbopackIgnore: true*/ e.UPLOADS_DIR),
    MAIL_OUTBOX_DIR: path.resolve(/*turbopackIgnore: true*/ e.MAIL_OUTBOX_DIR || path.join(dataDir, 'outbox')),
    SMS_OUTBOX_DIR: path.resolve(/*turbopackIgnore: true*/ e.SMS_OUTBOX_DIR || path.join(dataDir, 'sms-outbox')),
    JWT_ACCESS_SECRET: e.JWT_ACCESS_SECRET ?? secret('JWT_ACCESS_SECRET'),
    JWT_REFRESH_SECRET: e.JWT_REFRESH_SECRET ?? secret('JWT_REFRESH_SECRET'),
    TRACKING_SECRET: e.TRACKING_SECRET ?? secret('TRACKING_SECRET'),
    PAYMENT_WEBHOOK_SECRET: e.PAYMENT_WEBHOOK_SECRET ?? secret('PAYMENT_WEBHOOK_SECRET'),
    firebaseEnabled,
  };
}

/**
 * Facts fixed when the app is built or started, read without validating every setting (so the
 * proxy and module-level constants can use them): NODE_ENV and NEXT_PUBLIC_* are inlined by
 * Next.js's compiler.
 */
export const runtime = {
  production: process.env.NODE_ENV === 'production',
  development: process.env.NODE_ENV === 'development',
  /** Firebase phone verification is configured for the browser (its scripts need the CSP's room). */
  firebasePhone: Boolean(process.env.NEXT_PUBLIC_FIREBASE_API_KEY),
  /** Razorpay is the payment provider: the brand's job page loads its Checkout (the CSP's room for it). */
  razorpayCheckout: process.env.PAYMENT_PROVIDER === 'razorpay',
  /** Running under Vitest: logs are silent unless a test listens. */
  vitest: Boolean(process.env.VITEST),
};

let cached: Env | undefined;

/** The validated settings; throws an EnvError naming the bad setting. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** At a process's start: the settings, or a message naming the bad one and exit code 1. */
export function settingsOrExit(): Env {
  try {
    return env();
  } catch (err) {
    if (err instanceof EnvError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

/** Tests only: forget the cached settings so changed process.env is read again. */
export function resetEnvForTests() {
  cached = undefined;
}
