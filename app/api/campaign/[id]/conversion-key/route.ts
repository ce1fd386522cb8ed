import { campaignLookupSchema } from '@/lib/campaigns/schemas';
import { reply, route } from '@/lib/route';
import { rotateConversionKey } from '@/lib/reports/conversions';

/** A new conversion key for the campaign's owner, shown this once; the old key stops working at once. */
export const POST = route({ auth: 'brand', params: campaignLookupSchema }, async ({ actor, params: p }) => reply(await rotateConversionKey(actor, p.id), 201));
