import { reply, route } from '@/lib/route';
import { collaborationParamsSchema, submissionBodySchema } from '@/lib/collaborations/schemas';
import { submitContent } from '@/lib/collaborations/service';

/** Up to 10 images of at most 5 MB each, with room for the other fields. */
const MAX_BYTES = 52 * 1024 * 1024;

/** The creator submits a version of the content (multipart: caption, images, draftUrl). */
export const POST = route(
  { auth: 'any', body: 'multipart', bodySchema: submissionBodySchema, params: collaborationParamsSchema, maxBytes: MAX_BYTES },
  async ({ actor, params, body }) => reply(await submitContent(actor, params.id, body), 201),
);
