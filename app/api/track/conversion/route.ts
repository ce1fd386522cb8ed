import { reply, route } from '@/lib/route';
import { recordConversion } from '@/lib/reports/conversions';

/**
 * A sale reported by the shop's server, authenticated by the campaign's conversion key (not a
 * session). The key is checked before the body is validated, so a caller without one learns nothing of the rules.
 */
export const POST = route({ auth: 'none', body: 'json', maxBytes: 4096 }, async ({ req, body }) => {
  const { created, conversion } = await recordConversion(req.headers.get('authorization'), body);
  return reply(created ? { message: 'Conversion recorded', conversion } : { message: 'Already recorded: counted once', conversion }, created ? 201 : 200);
});
