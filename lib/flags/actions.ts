'use server';

import { roleActionClient } from '@/lib/actions/client';
import type { Role } from '@/models';
import { flagBodySchema } from './schemas';
import { reportItem } from './service';

// The "Report" dialog of a campaign page, a creator page and a message: the same service as POST /api/reports.

const reportFor = (role: Role) =>
  roleActionClient(role)
    .inputSchema(flagBodySchema)
    .action(async ({ parsedInput, ctx }) => reportItem(ctx.actor, parsedInput));

/** A signed-in brand reports what it sees. */
export const reportAsBrandAction = reportFor('brand');
/** A signed-in creator reports what they see. */
export const reportAsCreatorAction = reportFor('creator');
