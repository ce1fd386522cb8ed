import 'server-only';
import type { RouteOperations } from '@/lib/openapi/operation';
import { disputeListJson } from '@/lib/ops-queue/json-schemas';

export const openapi: RouteOperations = {
  GET: {
    tag: 'Operators: disputes and jobs',
    summary: 'Disputes',
    description: 'Payments in dispute (the longest waiting first) and disputes settled in the last 30 days. Operators only.',
    access: 'operator',
    ok: [{ status: 200, description: 'The disputes', schema: disputeListJson }],
  },
};
