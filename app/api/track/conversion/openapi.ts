import 'server-only';
import { z } from '@/lib/zod';
import { idString, isoDate, type RouteOperations } from '@/lib/openapi/operation';
import { ATTRIBUTION_RULE } from '@/lib/reports/types';
import { conversionBodySchema } from '@/lib/reports/schemas';
import { day } from '@/lib/reports/json-schemas';
import { CAMPAIGN_ID, NOW, PROMO_CODE, REQUEST_ID } from '@/lib/openapi/examples';

const conversionJson = z.object({
  _id: idString,
  campaignId: idString,
  collaborationId: idString,
  orderId: z.string(),
  amount: z.number(),
  currency: z.literal('INR'),
  source: z.enum(['link', 'click', 'promo']),
  clickId: idString.nullable(),
  at: isoDate,
  day,
});

const conversionAnswer = z.object({ message: z.string(), conversion: conversionJson });

// The order the shop reports twice (shops retry): counted once.
const SALE = { promoCode: PROMO_CODE, orderId: 'FF-10023', amount: 1499 };

/** The stored sale, as both answers show it. */
const conversion = {
  _id: '2e4f6a8c-0b1d-4e3f-8a5c-7d9e1f3b5a7c',
  campaignId: CAMPAIGN_ID,
  collaborationId: REQUEST_ID,
  orderId: 'FF-10023',
  amount: 1499,
  currency: 'INR',
  source: 'promo',
  clickId: null,
  at: NOW,
  day: '2026-11-24',
};

export const openapi: RouteOperations = {
  POST: {
    tag: 'Reports',
    summary: 'Report a sale (server to server)',
    description:
      'The shop’s server, with `Authorization: Bearer <conversion key>` (the key names the campaign; no session, no CORS). ' +
      'Exactly one of `code` (the tracked link’s code), `clickId` (a click of the last 30 days) or `promoCode` (the creator’s code, any case); ' +
      '`orderId`; `amount` in rupees (at most 2 decimals); `currency` INR only. Idempotent by `orderId` within the campaign: a repeat answers 200 with the stored sale and counts once. ' +
      `At most 50 reports a second per key. ${ATTRIBUTION_RULE}`,
    access: 'conversionKey',
    body: { kind: 'json', schema: conversionBodySchema, maxBytes: 4096 },
    ok: [
      { status: 201, description: 'Recorded', schema: conversionAnswer },
      { status: 200, description: 'Already recorded (a repeat of the order): the stored sale', schema: conversionAnswer },
    ],
    errors: [404, 422],
    limited: true,
    examples: [
      {
        flow: 'conversions',
        step: 3,
        name: 'reportSale',
        summary: 'The shop’s server reports an order paid with the creator’s promo code (amount in rupees)',
        token: 'conversionKey',
        body: SALE,
        vary: { 'body.promoCode': 'promoCode' },
        status: 201,
        response: { message: 'Conversion recorded', conversion },
      },
      {
        flow: 'conversions',
        step: 4,
        name: 'reportSaleAgain',
        summary: 'The shop retries the same order: the stored sale, counted once',
        token: 'conversionKey',
        body: SALE,
        vary: { 'body.promoCode': 'promoCode' },
        status: 200,
        response: { message: 'Already recorded: counted once', conversion },
      },
    ],
  },
};
