import 'server-only';
import { z } from '@/lib/zod';
import { idString, isoDate } from '@/lib/openapi/operation';
import { flagKinds, flagOutcomes, flagReasons, roles } from '@/models';

// The JSON of a report from a user as the API reference describes it (follows FlagJson in lib/flags/service.ts).

export const flagJson = z.object({
  _id: idString,
  kind: z.enum(flagKinds),
  id: idString.describe('The campaign, creator or message reported'),
  reason: z.enum(flagReasons),
  details: z.string(),
  createdAt: isoDate,
});

const party = z.object({ role: z.enum(roles), id: idString, name: z.string() });
const snapshot = z
  .object({ title: z.string().optional(), name: z.string().optional(), text: z.string().optional(), author: z.string().optional() })
  .describe('The item as the reporter saw it: a campaign’s title, brand and text; a creator’s name and bio; a message’s author and text');

export const flagQueueJson = z.object({
  items: z.array(
    z.object({
      kind: z.enum(flagKinds),
      id: idString,
      owner: party.describe('Whose item it is: the account a suspension reaches'),
      snapshot,
      reporters: z.int().describe('How many accounts report it (one open report each)'),
      reasons: z.array(z.object({ reason: z.enum(flagReasons), count: z.int() })),
      firstReportedAt: isoDate,
      lastReportedAt: isoDate,
      reports: z.array(z.object({ _id: idString, reporter: party, reason: z.enum(flagReasons), details: z.string(), snapshot, createdAt: isoDate })),
    }),
  ),
  openReports: z.int(),
});

export const flagResolvedJson = z.object({ message: z.string(), outcome: z.enum(flagOutcomes), resolved: z.int().describe('How many reports it closed') });
