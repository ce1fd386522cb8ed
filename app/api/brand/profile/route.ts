import { route } from '@/lib/route';
import { brandProfileUpdateSchema } from '@/lib/brands/schemas';
import { getBrandProfile, updateBrandProfile } from '@/lib/brands/service';

export const GET = route({ auth: 'brand' }, ({ actor }) => getBrandProfile(actor));

const putJson = route({ auth: 'brand', body: 'json', bodySchema: brandProfileUpdateSchema }, ({ actor, body }) => updateBrandProfile(actor, body));
const putMultipart = route({ auth: 'brand', body: 'multipart', bodySchema: brandProfileUpdateSchema }, ({ actor, body }) => updateBrandProfile(actor, body));

/** JSON for the text fields; multipart when a new brandLogo file comes along. */
export function PUT(req: Request, ctx?: { params: Promise<Record<string, string | string[]>> }) {
  const multipart = (req.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');
  return (multipart ? putMultipart : putJson)(req, ctx);
}
