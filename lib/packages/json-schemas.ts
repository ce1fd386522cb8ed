import 'server-only';
import { z } from '@/lib/zod';
import { idString, isoDate } from '@/lib/openapi/operation';
import { CAMPAIGN_PLATFORMS, DELIVERABLE_KINDS } from '@/lib/constants';
import { packageOrderStatuses, packageStatuses } from '@/models';
import { checkoutJson, paymentJson } from '@/lib/payments/json-schemas';

// The JSON of a package as the API reference describes it (follows lib/packages/serialize.ts).

const packageJson = z.object({
  _id: idString,
  creatorId: idString,
  title: z.string(),
  platform: z.enum(CAMPAIGN_PLATFORMS),
  deliverables: z.array(z.object({ platform: z.string(), kind: z.enum(DELIVERABLE_KINDS), count: z.int() })),
  priceInr: z.int().describe('The price in whole rupees'),
  pricePaise: z.int().describe('The same price in paise, as stored'),
  deliveryDays: z.int().min(1).max(60),
  description: z.string(),
  status: z.enum(packageStatuses),
  position: z.int().describe('Its place in the creator’s list, 0 first'),
  createdAt: isoDate,
  updatedAt: isoDate,
});

export const packageList = z.object({ packages: z.array(packageJson) });
export const packageAnswer = z.object({ message: z.string(), package: packageJson });

const orderJson = z.object({
  _id: idString,
  collaborationId: idString,
  packageId: idString.nullable().describe('Null once the creator deleted the package (the order goes on)'),
  title: z.string(),
  priceInr: z.int(),
  deliveryDays: z.int(),
  status: z.enum(packageOrderStatuses),
  declineReason: z.string().nullable(),
  expiresAt: isoDate.describe('The creator answers by then, else the order is refused and refunded'),
  decidedAt: isoDate.nullable(),
  createdAt: isoDate,
});

export const orderAnswer = z.object({ message: z.string(), order: orderJson });
export const orderPlaced = orderAnswer.extend({
  collaboration: z.looseObject({ _id: idString, status: z.string() }).describe('The new collaboration, as GET /api/collaborations/{id} answers it'),
  payment: paymentJson,
  checkout: checkoutJson,
});
