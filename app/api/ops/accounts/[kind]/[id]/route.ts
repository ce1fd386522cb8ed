import { route } from '@/lib/route';
import { accountDetail, accountParamsSchema } from '@/lib/moderation';

/** Operators: one account with its campaigns, collaborations and sign-ins. */
export const GET = route({ auth: 'operator', params: accountParamsSchema }, ({ params }) => accountDetail(params.kind, params.id));
