import { route } from '@/lib/route';
import { getDispute, paymentParamsSchema } from '@/lib/ops-queue';

/** The console: one dispute with the job's thread, versions, live posts and money. */
export const GET = route({ auth: 'operator', params: paymentParamsSchema }, async ({ params }) => getDispute(params.paymentId));
