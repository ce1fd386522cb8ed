import { z } from '@/lib/zod';

// Request shapes of /api/ops/* (the routes validate with these; their openapi.ts declare them).

const email = z.string({ error: 'E-mail is required' }).trim().min(3, 'Enter your e-mail').max(254, 'E-mail is too long');
/** A 6-digit TOTP code, or a recovery code (`xxxx-xxxx-xxxx-xxxx`). */
const secondFactor = z.string({ error: 'Code is required' }).trim().min(6, 'Enter the 6-digit code from your app').max(40, 'Code is too long');
const setupToken = z.string({ error: 'Token is required' }).min(20, 'This setup link is not complete').max(200, 'This setup link is not valid');

export const opsLoginSchema = z.object({
  email,
  password: z.string({ error: 'Password is required' }).min(1, 'Enter your password').max(200, 'Password is too long'),
  code: secondFactor,
});

export const opsStepUpSchema = z.object({ code: secondFactor });

export const opsSetupPasswordSchema = z.object({
  token: setupToken,
  password: z.string({ error: 'Password is required' }).min(12, 'Use at least 12 characters').max(200, 'Password must be at most 200 characters'),
});

export const opsSetupTotpSchema = z.object({
  token: setupToken,
  code: z
    .string({ error: 'Code is required' })
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from your app'),
});

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .transform((v) => (v === '' ? undefined : v))
    .optional();
const optionalMoment = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(
    z.iso
      .datetime({ offset: true, error: 'Use a date and time like 2026-11-27T10:00:00Z' })
      .transform((v) => new Date(v))
      .optional(),
  )
  .optional();

/** GET /api/ops/audit: filters (all optional), a page, and `format=csv` for the download. */
export const auditQuerySchema = z.object({
  operatorId: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(z.uuid('Not a valid operator id').optional())
    .optional(),
  action: optionalText(80),
  targetKind: optionalText(40),
  targetId: optionalText(200),
  from: optionalMoment,
  to: optionalMoment,
  page: z.coerce
    .number({ error: 'Page must be a number' })
    .int('Page must be a whole number')
    .min(1, 'Page starts at 1')
    .max(10_000, 'Page is too far')
    .optional(),
  format: z.enum(['json', 'csv'], 'Format must be json or csv').optional(),
});
export type AuditQuery = z.output<typeof auditQuerySchema>;
