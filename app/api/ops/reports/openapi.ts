import 'server-only';
import type { RouteOperations } from '@/lib/openapi/operation';
import { flagQueueJson } from '@/lib/flags/json-schemas';

export const openapi: RouteOperations = {
  GET: {
    tag: 'Operators: moderation',
    summary: 'Open reports from users',
    description:
      'The open reports, one entry per reported campaign, creator or message (most reporters first, then the longest waiting), with the item as each reporter saw it when reporting, how many report it and why.',
    access: 'operator',
    ok: [{ status: 200, description: 'The queue', schema: flagQueueJson }],
  },
};
