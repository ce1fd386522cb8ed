import { reply, route } from '@/lib/route';
import { collaborationParamsSchema } from '@/lib/collaborations/schemas';
import { getPayment, startCheckout } from '@/lib/payments/service';

/** Either side: the job's payment (null when it pays in product only). */
export const GET = route({ auth: 'any', params: collaborationParamsSchema }, ({ actor, params }) => getPayment(actor, params.id));

/** The brand: an order to fund the job, and where to pay it. */
export const POST = route({ auth: 'any', body: 'none', params: collaborationParamsSchema }, async ({ actor, params }) =>
  reply(await startCheckout(actor, params.id), 201),
);
