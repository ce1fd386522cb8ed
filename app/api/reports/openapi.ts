import 'server-only';
import { z } from '@/lib/zod';
import type { RouteOperations } from '@/lib/openapi/operation';
import { flagBodySchema } from '@/lib/flags/schemas';
import { flagJson } from '@/lib/flags/json-schemas';

export const openapi: RouteOperations = {
  POST: {
    tag: 'Reports',
    summary: 'Report a campaign, a creator or a message',
    description:
      'Any signed-in brand or creator reports what they can see: an open campaign, a creator’s page, or a message of a thread they are party to (anything else is 404), never their own (403). One open report per account and item (409); at most 20 reports a day per account (429). The operators see the item as it was when reported, and each reporter is told their decision in the app.',
    access: 'any',
    body: { kind: 'json', schema: flagBodySchema },
    ok: [{ status: 201, description: 'Reported', schema: z.object({ message: z.string(), report: flagJson }) }],
    errors: [403, 404, 409],
    limited: true,
  },
};
