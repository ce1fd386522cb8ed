import { route } from '@/lib/route';
import { shortlistBodySchema, shortlistParamsSchema } from '@/lib/shortlists/schemas';
import { deleteShortlist, getShortlist, renameShortlist } from '@/lib/shortlists/service';

/** One of the brand's shortlists with its creators (public profile fields only). */
export const GET = route({ auth: 'brand', params: shortlistParamsSchema }, ({ actor, params }) => getShortlist(actor, params.id));

/** Renames it: `{name}`. */
export const PATCH = route({ auth: 'brand', params: shortlistParamsSchema, body: 'json', bodySchema: shortlistBodySchema }, ({ actor, params, body }) =>
  renameShortlist(actor, params.id, body),
);

/** Deletes the list (never the creators on it). */
export const DELETE = route({ auth: 'brand', params: shortlistParamsSchema }, ({ actor, params }) => deleteShortlist(actor, params.id));
