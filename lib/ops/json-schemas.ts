import 'server-only';
import { z } from '@/lib/zod';
import { idString, isoDate } from '@/lib/openapi/operation';

// Answer shapes of /api/ops/* for the API reference (tests/integration/openapi checks real answers against them).

const operatorJson = z.object({ id: idString, email: z.string() });

export const opsSessionJson = z.object({ message: z.string(), operator: operatorJson, expiresAt: isoDate });

export const opsMeJson = z.object({
  operator: operatorJson.extend({ recoveryCodesLeft: z.number().int() }),
  expiresAt: isoDate,
  totpAt: isoDate,
  totpFresh: z.boolean().describe('A TOTP code was given within the last 15 minutes'),
});

export const opsEnrolmentJson = z.object({
  message: z.string(),
  email: z.string(),
  secret: z.string().describe('The TOTP secret (base32), for typing into an authenticator app'),
  otpauthUrl: z.string(),
  qrSvg: z.string().describe('The otpauth address as a QR code (SVG markup), drawn on the server'),
});

export const opsRecoveryJson = z.object({
  message: z.string(),
  email: z.string(),
  recoveryCodes: z.array(z.string()).describe('Shown once: each replaces a TOTP code once'),
});

export const opsOverviewJson = z.object({
  figures: z.array(
    z.object({
      key: z
        .string()
        .describe(
          'Stable: brands, creators, campaigns, openCampaigns, activeCollaborations, heldPaise, releasedPaise, openDisputes, failedJobs24h, failedMails24h, …',
        ),
      label: z.string(),
      value: z.number().int(),
      unit: z.enum(['count', 'paise']),
      href: z.string().optional().describe('The console page with the detail'),
    }),
  ),
  at: isoDate,
});

const opsAuditEntryJson = z.object({
  id: idString,
  at: isoDate,
  operator: operatorJson.nullable().describe('Null for what no signed-in operator did (`npm run operator -- create`)'),
  action: z.string(),
  targetKind: z.string(),
  targetId: z.string().nullable(),
  reason: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});

export const opsAuditPageJson = z.object({
  entries: z.array(opsAuditEntryJson),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
