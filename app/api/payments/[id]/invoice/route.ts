import { route } from '@/lib/route';
import { getDb } from '@/lib/db';
import { paymentParamsSchema } from '@/lib/payments/schemas';
import { invoicePdf } from '@/lib/payments/invoices/record';

/** The brand that paid: the funding's tax invoice as PDF. */
export const GET = route({ auth: 'brand', params: paymentParamsSchema }, async ({ actor, params }) => {
  const { pdf, filename } = await invoicePdf(await getDb(), actor, params.id);
  return new Response(new Uint8Array(pdf), {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${filename}"`,
      // A tax document of one brand: never kept by a shared cache.
      'Cache-Control': 'private, no-store',
    },
  });
});
