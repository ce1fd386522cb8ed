import 'server-only';
import { z } from '@/lib/zod';
import { idString, isoDate } from '@/lib/openapi/operation';

// The JSON of invitations and shortlists several routes answer, as the API reference describes
// them. They follow lib/invitations/serialize.ts and lib/shortlists/serialize.ts.

const shownStatus = z.enum(['pending', 'accepted', 'declined', 'withdrawn', 'expired']);

export const invitationFields = {
  _id: idString,
  status: shownStatus,
  note: z.string(),
  declineReason: z.string().nullable(),
  collaborationId: idString.nullable(),
  createdAt: isoDate,
  decidedAt: isoDate.nullable(),
};

export const shortlistSummary = z.object({ _id: idString, name: z.string(), memberCount: z.int(), createdAt: isoDate, updatedAt: isoDate });

export const shortlistAnswer = z.object({ message: z.string(), shortlist: shortlistSummary });
