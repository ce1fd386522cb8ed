import { route } from '@/lib/route';
import { memberParamsSchema } from '@/lib/shortlists/schemas';
import { addToShortlist, removeFromShortlist } from '@/lib/shortlists/service';

/** Puts the creator on the list; doing it again changes nothing. */
export const PUT = route({ auth: 'brand', params: memberParamsSchema }, ({ actor, params }) => addToShortlist(actor, params.id, params.creatorId));

/** Takes the creator off the list; one not on it leaves it as it is. */
export const DELETE = route({ auth: 'brand', params: memberParamsSchema }, ({ actor, params }) => removeFromShortlist(actor, params.id, params.creatorId));
