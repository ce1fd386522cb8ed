import { z } from '@/lib/zod';
import { MAX_REASON, REASON_REQUIRED, REASON_TOO_LONG } from './messages';

export const accountKinds = ['brand', 'creator'] as const;
export type AccountKind = (typeof accountKinds)[number];

/** Why an operator suspends, reinstates, hides or restores: required, trimmed, at most MAX_REASON characters. */
export const reasonSchema = z.object({
  reason: z.string({ error: REASON_REQUIRED }).trim().min(1, REASON_REQUIRED).max(MAX_REASON, REASON_TOO_LONG),
});

const SEARCH_MESSAGE = 'Search with at most 200 characters';

/** `GET /api/ops/accounts?q=` and `GET /api/ops/campaigns?q=`: words of a name, an e-mail, a phone number or a GSTIN; empty lists the newest. */
export const moderationSearchSchema = z.object({
  q: z.string({ error: SEARCH_MESSAGE }).trim().max(200, SEARCH_MESSAGE).optional().default(''),
});

/** `/api/ops/accounts/{kind}/{id}`. */
export const accountParamsSchema = z.object({
  kind: z.enum(accountKinds, { error: 'Unknown kind of account: brand or creator' }),
  id: z.uuid('Unknown account'),
});

/** `/api/ops/campaigns/{id}`. */
export const moderatedCampaignParamsSchema = z.object({ id: z.uuid('Unknown campaign') });
