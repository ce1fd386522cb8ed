import 'server-only';
import type { RouteOperations } from '@/lib/openapi/operation';
import { notificationsAnswer } from '@/lib/campaigns/json-schemas';

export const openapi: RouteOperations = {
  GET: {
    tag: 'Notifications',
    summary: 'The creator’s notifications, every kind',
    description: 'Approvals, rejections, invitations, collaboration steps and notices (`type`); what our pages read.',
    access: 'creator',
    ok: [{ status: 200, description: 'Newest first (at most 100), with the unread count', schema: notificationsAnswer }],
  },
};
