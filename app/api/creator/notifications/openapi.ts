import 'server-only';
import { z } from '@/lib/zod';
import type { RouteOperations } from '@/lib/openapi/operation';
import { notificationJson } from '@/lib/campaigns/json-schemas';

const specNotificationsAnswer = z.object({
  notifications: z.array(notificationJson.extend({ type: z.enum(['approval', 'rejection']) })),
  unread: z.int(),
});

export const openapi: RouteOperations = {
  GET: {
    tag: 'Notifications',
    summary: 'The creator’s approvals and rejections (spec §7)',
    description: 'Only the types the spec defines, `approval` and `rejection`, and their unread count; every other kind is on `GET /api/creator/activity`.',
    access: 'creator',
    ok: [{ status: 200, description: 'Newest first (at most 100), with the unread count of these types', schema: specNotificationsAnswer }],
  },
};
