import 'server-only';
import type { RouteOperations } from '@/lib/openapi/operation';
import { markReadBodySchema } from '@/lib/participation/schemas';
import { markedAnswer } from '@/lib/campaigns/json-schemas';

export const openapi: RouteOperations = {
  POST: {
    tag: 'Notifications',
    summary: 'Mark the brand’s notifications read',
    description: 'Some `ids`, or none for all.',
    access: 'brand',
    body: { kind: 'json', schema: markReadBodySchema },
    ok: [{ status: 200, description: 'How many changed', schema: markedAnswer }],
  },
};
