import 'server-only';
import { z } from '@/lib/zod';
import { idString, isoDate } from '@/lib/openapi/operation';
import { CAMPAIGN_PLATFORMS } from '@/lib/constants';
import { portfolioKinds } from '@/models';

// The JSON of a portfolio item as the API reference describes it (follows lib/portfolio/serialize.ts).

const itemJson = z.object({
  _id: idString,
  creatorId: idString,
  kind: z.enum(portfolioKinds),
  image: z.string().nullable().describe('An image item’s upload, `uploads/<name>` (served at `/uploads/<name>`); null for a link'),
  url: z.string().nullable().describe('A link item’s post address; null for an image'),
  platform: z.enum(CAMPAIGN_PLATFORMS).nullable().describe('The platform the post is on; null for an image'),
  caption: z.string().max(200),
  collaborationId: idString.nullable().describe('The completed job it came from, if any'),
  position: z.int().describe('Its place in the portfolio, 0 first'),
  createdAt: isoDate,
  updatedAt: isoDate,
});

export const portfolioList = z.object({ items: z.array(itemJson) });
export const portfolioAnswer = z.object({ message: z.string(), item: itemJson });
export const portfolioOrdered = portfolioList.extend({ message: z.string() });
