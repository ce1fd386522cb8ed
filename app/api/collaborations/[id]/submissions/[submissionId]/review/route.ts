import { route } from '@/lib/route';
import { reviewBodySchema, submissionParamsSchema } from '@/lib/collaborations/schemas';
import { reviewSubmission } from '@/lib/collaborations/service';

/** The brand approves the latest version or asks for changes: `{decision: "approve" | "changes", comment}`. */
export const POST = route({ auth: 'any', body: 'json', bodySchema: reviewBodySchema, params: submissionParamsSchema }, ({ actor, params, body }) =>
  reviewSubmission(actor, params.id, params.submissionId, body),
);
