import { route } from '@/lib/route';
import { creatorPackagesParamsSchema } from '@/lib/packages/schemas';
import { listPublicPackages } from '@/lib/packages/service';

/** A creator's active packages, in their order: public. */
export const GET = route({ auth: 'none', params: creatorPackagesParamsSchema }, ({ params }) => listPublicPackages(params.id));
