import { jsonOrMultipart, route } from '@/lib/route';
import { brandProfileUpdateSchema } from '@/lib/brands/schemas';
import { getBrandProfile, updateBrandProfile } from '@/lib/brands/service';

export const GET = route({ auth: 'brand' }, ({ actor }) => getBrandProfile(actor));

const putJson = route({ auth: 'brand', body: 'json', bodySchema: brandProfileUpdateSchema }, ({ actor, body }) => updateBrandProfile(actor, body));
const putMultipart = route({ auth: 'brand', body: 'multipart', bodySchema: brandProfileUpdateSchema }, ({ actor, body }) => updateBrandProfile(actor, body));

/** JSON for the text fields; multipart when a new brandLogo file comes along. */
export const PUT = jsonOrMultipart(putJson, putMultipart);
