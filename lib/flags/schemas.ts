import { z } from '@/lib/zod';
import { flagKinds, flagOutcomes, flagReasons } from '@/models/flags';
import {
  FLAG_DETAILS_MAX,
  FLAG_DETAILS_TOO_LONG,
  FLAG_ID_REQUIRED,
  FLAG_KIND_REQUIRED,
  FLAG_NOTE_MAX,
  FLAG_NOTE_TOO_LONG,
  FLAG_OUTCOME_REQUIRED,
  FLAG_REASON_REQUIRED,
} from './messages';

/** `POST /api/reports {kind, id, reason, details}`. An id that is no uuid is simply not found (the service says so). */
export const flagBodySchema = z.object({
  kind: z.enum(flagKinds, { error: FLAG_KIND_REQUIRED }),
  id: z.string({ error: FLAG_ID_REQUIRED }).trim().min(1, FLAG_ID_REQUIRED).max(64, FLAG_ID_REQUIRED),
  reason: z.enum(flagReasons, { error: FLAG_REASON_REQUIRED }),
  details: z.string({ error: 'details must be a string' }).trim().max(FLAG_DETAILS_MAX, FLAG_DETAILS_TOO_LONG).default(''),
});
export type FlagBody = z.infer<typeof flagBodySchema>;

/** `POST /api/ops/reports/{itemKind}/{itemId}/resolve`: the item in the path. */
export const flagItemParamsSchema = z.object({
  itemKind: z.enum(flagKinds, { error: FLAG_KIND_REQUIRED }),
  itemId: z.string().uuid('Unknown item'),
});

export const flagResolveBodySchema = z.object({
  outcome: z.enum(flagOutcomes, { error: FLAG_OUTCOME_REQUIRED }),
  note: z.string({ error: 'note must be a string' }).trim().max(FLAG_NOTE_MAX, FLAG_NOTE_TOO_LONG).default(''),
});
export type FlagResolveBody = z.infer<typeof flagResolveBodySchema>;
