import 'server-only';
import { z } from '@/lib/zod';
import { idString, type RouteOperations } from '@/lib/openapi/operation';
import { viewerQuerySchema } from '@/lib/viewer/schemas';
import { handleSchema } from '@/lib/auth/json-schemas';

/** `ViewerJson` (lib/viewer/types.ts): the browser's sessions as cached pages show them. */
const viewerJson = z.object({
  brand: z
    .object({
      _id: idString,
      name: z.string(),
      logo: z.string().nullable(),
      owned: z.array(idString).describe('The campaigns asked about (`campaigns`) that belong to this brand'),
      forCreator: z
        .object({
          _id: idString,
          phone: z.string().nullable(),
          campaigns: z.array(z.object({ _id: idString, campaignName: z.string(), platform: z.string(), minFollowers: z.int(), maxFollowers: z.int() })),
          shortlists: z.array(z.object({ _id: idString, name: z.string(), hasCreator: z.boolean() })),
        })
        .optional(),
    })
    .nullable(),
  creator: z
    .object({
      _id: idString,
      name: z.string(),
      profilePicture: z.string().nullable(),
      socialMediaHandles: z.array(handleSchema),
      requests: z.record(idString, z.enum(['pending', 'approved', 'declined', 'invited'])),
    })
    .nullable(),
  renew: z.array(z.enum(['brand', 'creator'])),
});

export const openapi: RouteOperations = {
  GET: {
    tag: 'Tokens and sessions',
    summary: 'Browser: who is signed in, for a cached page',
    description:
      'Both of the browser’s sessions at once (`null` for a role not signed in), for the personal parts of cached public pages. `campaigns` (up to 60 ids, comma-separated) asks for the creator’s state on each (a campaign without one, or unknown, is left out); for a signed-in brand, `brand.owned` lists those of them that are its own (the page shows Manage instead of a request button); `creator` (a brand’s call) adds what the brand can do on that creator’s page. `renew` names roles whose access cookie ran out while a refresh cookie remains. Sets the creator’s `cm_audience` cookie. Never cached.',
    access: 'optional',
    query: viewerQuerySchema,
    ok: [{ status: 200, description: 'The signed-in roles', schema: viewerJson }],
    errors: [404],
  },
};
