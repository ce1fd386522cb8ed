import { reply, route } from '@/lib/route';
import { flagBodySchema } from '@/lib/flags/schemas';
import { reportItem } from '@/lib/flags/service';

/** A signed-in brand or creator reports a campaign, a creator's page or a message: `{kind, id, reason, details}`. */
export const POST = route({ auth: 'any', body: 'json', bodySchema: flagBodySchema }, async ({ actor, body }) => reply(await reportItem(actor, body), 201));
