import 'server-only';
import type { RouteOperations } from '@/lib/openapi/operation';
import { notificationsAnswer } from '@/lib/campaigns/json-schemas';

export const openapi: RouteOperations = {
  GET: {
    tag: 'Notifications',
    summary: 'The brand’s notifications, every kind',
    description: 'Requests to join, collaboration steps and invitation answers.',
    access: 'brand',
    ok: [{ status: 200, description: 'Newest first (at most 100), with the unread count', schema: notificationsAnswer }],
  },
};
