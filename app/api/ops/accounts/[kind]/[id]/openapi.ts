import 'server-only';
import type { RouteOperations } from '@/lib/openapi/operation';
import { accountParamsSchema } from '@/lib/moderation/schemas';
import { accountDetailJson } from '@/lib/moderation/json-schemas';

export const openapi: RouteOperations = {
  GET: {
    tag: 'Operators: moderation',
    summary: 'One account',
    description: 'A brand or creator with its campaigns (brands), its collaborations and its sign-ins (refresh-token families), newest first, at most 50 each.',
    access: 'operator',
    params: accountParamsSchema,
    ok: [{ status: 200, description: 'The account', schema: accountDetailJson }],
    errors: [404],
  },
};
