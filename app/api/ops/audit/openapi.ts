import 'server-only';
import type { RouteOperations } from '@/lib/openapi/operation';
import { auditQuerySchema } from '@/lib/ops/schemas';
import { opsAuditPageJson } from '@/lib/ops/json-schemas';

export const openapi: RouteOperations = {
  GET: {
    tag: 'Operators',
    summary: 'The audit log',
    description:
      'Every operator action (who, when, what, on what, why, before and after), newest first, 50 a page; filtered by operator, action, target and time (`from` inclusive, `to` exclusive). `format=csv` downloads every match (up to 10,000) instead. The log is append-only: no route changes or removes an entry.',
    access: 'operator',
    query: auditQuerySchema,
    ok: [
      { status: 200, description: 'A page of entries', schema: opsAuditPageJson },
      { status: 200, description: 'With `format=csv`: every match as CSV', contentType: 'text/csv' },
    ],
  },
};
