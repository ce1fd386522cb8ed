import 'server-only';
import { z } from '@/lib/zod';
import { idString, type RouteOperations } from '@/lib/openapi/operation';
import { brandIdParamsSchema } from '@/lib/invitations/schemas';

const mutedAnswer = z.object({ message: z.string(), brand: z.object({ _id: idString, brandName: z.string() }) });

export const openapi: RouteOperations = {
  PUT: {
    tag: 'Invitations',
    summary: 'Mute a brand',
    description: 'No more invitations from it; idempotent.',
    access: 'creator',
    params: brandIdParamsSchema,
    ok: [{ status: 200, description: 'Muted', schema: mutedAnswer }],
    errors: [404],
  },
  DELETE: {
    tag: 'Invitations',
    summary: 'Unmute a brand',
    access: 'creator',
    params: brandIdParamsSchema,
    ok: [{ status: 200, description: 'Unmuted', schema: mutedAnswer }],
    errors: [404],
  },
};
