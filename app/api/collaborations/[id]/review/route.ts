import { reply, route } from '@/lib/route';
import { collaborationParamsSchema } from '@/lib/collaborations/schemas';
import { reviewBodySchema } from '@/lib/reviews/schemas';
import { writeReview } from '@/lib/reviews/service';

/** Either side of a completed job reviews the other, once, within 14 days: `{stars, text}`. */
export const POST = route({ auth: 'any', body: 'json', bodySchema: reviewBodySchema, params: collaborationParamsSchema }, async ({ actor, params, body }) =>
  reply(await writeReview(actor, params.id, body), 201),
);
