import 'server-only';
import { type RouteOperations } from '@/lib/openapi/operation';
import { memberParamsSchema } from '@/lib/shortlists/schemas';
import { shortlistAnswer } from '@/lib/invitations/json-schemas';
import { z } from '@/lib/zod';

const memberAnswer = shortlistAnswer.extend({ changed: z.boolean() });

export const openapi: RouteOperations = {
  PUT: {
    tag: 'Shortlists',
    access: 'brand',
    summary: 'Add a creator to a shortlist',
    description: 'Idempotent: `changed` is false when they were already on it.',
    params: memberParamsSchema,
    ok: [{ status: 200, description: 'On the list', schema: memberAnswer }],
    errors: [404],
  },
  DELETE: {
    tag: 'Shortlists',
    access: 'brand',
    summary: 'Take a creator off a shortlist',
    params: memberParamsSchema,
    ok: [{ status: 200, description: 'Off the list', schema: memberAnswer }],
    errors: [404],
  },
};
