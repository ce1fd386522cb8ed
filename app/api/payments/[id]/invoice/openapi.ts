import 'server-only';
import type { RouteOperations } from '@/lib/openapi/operation';
import { paymentParamsSchema } from '@/lib/payments/schemas';

export const openapi: RouteOperations = {
  GET: {
    tag: 'Payments',
    summary: 'The tax invoice of a funding (PDF)',
    description:
      'The brand that paid, by the payment’s `_id` (its `invoiceId` is set once funded): the GST tax invoice for the platform fee, as `application/pdf` (an attachment). Its number is of the financial year’s gapless series (`CM/26-27/000123`); CGST + SGST when the brand’s GSTIN is of our state, IGST otherwise. 404 for another brand’s payment or one not funded yet; a creator is refused.',
    access: 'brand',
    params: paymentParamsSchema,
    ok: [{ status: 200, description: 'The invoice (PDF)', contentType: 'application/pdf' }],
    errors: [404],
  },
};
