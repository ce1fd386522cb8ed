import 'server-only';
import type { RouteOperations } from '@/lib/openapi/operation';
import { opsOverviewJson } from '@/lib/ops/json-schemas';

export const openapi: RouteOperations = {
  GET: {
    tag: 'Operators',
    summary: 'The console’s overview',
    description:
      'Figures, in order: brands, creators, campaigns (all and open), active collaborations, money held and released (paise, from the payments ledger), open disputes, failed jobs and failed mails in the last 24 hours; further parts of the console add theirs (open reports). Each has a stable `key`.',
    access: 'operator',
    ok: [{ status: 200, description: 'The figures', schema: opsOverviewJson }],
  },
};
