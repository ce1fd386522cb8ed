import { reply, route } from '@/lib/route';
import { replyBodySchema, reviewParamsSchema } from '@/lib/reviews/schemas';
import { replyToReview } from '@/lib/reviews/service';

/** The one reviewed answers a visible review, once, publicly: `{text}`. */
export const POST = route({ auth: 'any', body: 'json', bodySchema: replyBodySchema, params: reviewParamsSchema }, async ({ actor, params, body }) =>
  reply(await replyToReview(actor, params.id, body.text), 201),
);
