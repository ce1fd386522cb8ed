import { route } from '@/lib/route';
import { packageIdParamsSchema, packageUpdateSchema } from '@/lib/packages/schemas';
import { deletePackage, updatePackage } from '@/lib/packages/service';

/** Changes one of the creator's own packages; `status: paused|active` pauses or resumes it. */
export const PATCH = route({ auth: 'creator', body: 'json', bodySchema: packageUpdateSchema, params: packageIdParamsSchema }, ({ actor, body, params }) =>
  updatePackage(actor, params.id, body),
);

/** Deletes one of the creator's own packages (orders already made go on). */
export const DELETE = route({ auth: 'creator', params: packageIdParamsSchema }, ({ actor, params }) => deletePackage(actor, params.id));
