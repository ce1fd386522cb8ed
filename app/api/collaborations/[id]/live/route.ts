import { route } from '@/lib/route';
import { collaborationParamsSchema, liveBodySchema } from '@/lib/collaborations/schemas';
import { goLive } from '@/lib/collaborations/service';

/** The creator shares the live post(s): `{postUrls: [url | {url, deliverable}], metrics?: {views, likes, comments}}`. */
export const POST = route({ auth: 'any', body: 'json', bodySchema: liveBodySchema, params: collaborationParamsSchema }, ({ actor, params, body }) =>
  goLive(actor, params.id, body),
);
