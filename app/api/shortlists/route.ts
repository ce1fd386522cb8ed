import { reply, route } from '@/lib/route';
import { shortlistBodySchema } from '@/lib/shortlists/schemas';
import { createShortlist, listShortlists } from '@/lib/shortlists/service';

/** The signed-in brand's shortlists: name, how many creators, when last changed. */
export const GET = route({ auth: 'brand' }, ({ actor }) => listShortlists(actor));

/** A new, empty shortlist `{name}`. */
export const POST = route({ auth: 'brand', body: 'json', bodySchema: shortlistBodySchema }, async ({ actor, body }) =>
  reply(await createShortlist(actor, body), 201),
);
