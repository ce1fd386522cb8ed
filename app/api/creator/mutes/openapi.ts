import 'server-only';
import { z } from '@/lib/zod';
import { idString, isoDate, type RouteOperations } from '@/lib/openapi/operation';

export const openapi: RouteOperations = {
  GET: {
    tag: 'Invitations',
    summary: 'Brands the creator muted',
    access: 'creator',
    ok: [
      {
        status: 200,
        description: 'Muted brands',
        schema: z.object({ brands: z.array(z.object({ _id: idString, brandName: z.string(), brandLogo: z.string().nullable(), mutedAt: isoDate })) }),
      },
    ],
  },
};
