import 'server-only';
import { z } from '@/lib/zod';
import type { RouteOperations } from '@/lib/openapi/operation';

export const openapi: RouteOperations = {
  GET: {
    tag: 'Brand sign-up and sign-in',
    summary: 'Active phone provider',
    description: 'Which phone provider is active (`local` or `firebase`), with Firebase’s public web config when it is.',
    access: 'none',
    ok: [{ status: 200, description: 'The provider', schema: z.looseObject({ provider: z.enum(['local', 'firebase']) }) }],
  },
};
