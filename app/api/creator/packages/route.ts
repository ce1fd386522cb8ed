import { reply, route } from '@/lib/route';
import { packageCreateSchema } from '@/lib/packages/schemas';
import { createPackage, listOwnPackages } from '@/lib/packages/service';

/** The creator's own packages, paused ones too: `{packages: [...]}`. */
export const GET = route({ auth: 'creator' }, ({ actor }) => listOwnPackages(actor));

/** Adds a package (at most 6): 201 `{message, package}`. */
export const POST = route({ auth: 'creator', body: 'json', bodySchema: packageCreateSchema }, async ({ actor, body }) =>
  reply(await createPackage(actor, body), 201),
);
