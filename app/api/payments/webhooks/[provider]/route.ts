import { route } from '@/lib/route';
import { readRawText } from '@/lib/http/body';
import { webhookParamsSchema } from '@/lib/payments/schemas';
import { receiveWebhook } from '@/lib/payments/service';

/**
 * A payment provider's event. No session: the body's signature is the credential, checked over
 * the raw bytes before they are parsed (401 and nothing stored when missing or wrong).
 */
export const POST = route({ auth: 'none', params: webhookParamsSchema }, async ({ req, params }) =>
  receiveWebhook(params.provider, await readRawText(req), req.headers),
);
