import { route } from '@/lib/route';
import { notificationFeed, SPEC_CREATOR_TYPES } from '@/lib/notifications/service';

export const dynamic = 'force-dynamic';

// The spec's call: approvals and rejections only (its client labels any other kind "Rejected").
// Every kind (invitations, collaboration steps...) is on GET /api/creator/activity.
export const GET = route({ auth: 'creator' }, ({ actor }) => notificationFeed(actor, { types: SPEC_CREATOR_TYPES, spec: true }));
