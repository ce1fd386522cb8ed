import 'server-only';
import { z } from '@/lib/zod';
import type { RouteOperations } from '@/lib/openapi/operation';

export const openapi: RouteOperations = {
GET: {
tag: 'Platform',
summary: 'An uploaded image',
description: 'The paths in `campaignImage`, `brandLogo`, `profilePicture` and attachments; public, cached for a year.',
access: 'none',
params: z.object({ name: z.string() }),
ok: [{ status: 200, description: 'The image', contentType: 'image/*' }],
errors: [404],
},
};
