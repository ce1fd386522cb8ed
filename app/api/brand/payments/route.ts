import { route } from '@/lib/route';
import { statementQuerySchema } from '@/lib/payments/schemas';
import { brandStatement, brandStatementCsv } from '@/lib/payments/statements';

/** The signed-in brand's fundings, refunds and invoices: JSON, or CSV with `format=csv`. */
export const GET = route({ auth: 'brand', query: statementQuerySchema }, async ({ actor, query }) => {
  const statement = await brandStatement(actor);
  return query.format === 'csv' ? brandStatementCsv(statement) : statement;
});
