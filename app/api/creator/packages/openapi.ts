import 'server-only';
import type { RouteOperations } from '@/lib/openapi/operation';
import { packageCreateSchema } from '@/lib/packages/schemas';
import { packageAnswer, packageList } from '@/lib/packages/json-schemas';

export const openapi: RouteOperations = {
  GET: {
    tag: 'Creator directory',
    summary: 'The creator’s own packages',
    description: 'Every package of the signed-in creator, paused ones too, in the creator’s order.',
    access: 'creator',
    ok: [{ status: 200, description: 'The packages', schema: packageList }],
  },
  POST: {
    tag: 'Creator directory',
    summary: 'Add a package',
    description: 'At most 6 packages per creator (409 past that). `priceInr` is whole rupees; `deliveryDays` 1–60.',
    access: 'creator',
    body: { kind: 'json', schema: packageCreateSchema },
    ok: [{ status: 201, description: 'Added', schema: packageAnswer }],
    errors: [409],
  },
};
