import 'server-only';
import { z } from '@/lib/zod';
import type { RouteOperations } from '@/lib/openapi/operation';
import { memberParamsSchema } from '@/lib/shortlists/schemas';
import { shortlistAnswer } from '@/lib/invitations/json-schemas';

const memberAnswer = shortlistAnswer.extend({ changed: z.boolean() });

export const openapi: RouteOperations = {
  PUT: {
    tag: 'Shortlists',
    summary: 'Add a creator to a shortlist',
    description: 'Idempotent: `changed` is false when they were already on it.',
    access: 'brand',
    params: memberParamsSchema,
    ok: [{ status: 200, description: 'On the list', schema: memberAnswer }],
    errors: [404],
  },
  DELETE: {
    tag: 'Shortlists',
    summary: 'Take a creator off a shortlist',
    access: 'brand',
    params: memberParamsSchema,
    ok: [{ status: 200, description: 'Off the list', schema: memberAnswer }],
    errors: [404],
  },
};
