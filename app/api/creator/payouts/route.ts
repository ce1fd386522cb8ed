import { route } from '@/lib/route';
import { statementQuerySchema } from '@/lib/payments/schemas';
import { creatorStatement, creatorStatementCsv } from '@/lib/payments/statements';

/** The signed-in creator's money: held, payable and paid out, job by job. JSON, or CSV with `format=csv`. */
export const GET = route({ auth: 'creator', query: statementQuerySchema }, async ({ actor, query }) => {
  const statement = await creatorStatement(actor);
  return query.format === 'csv' ? creatorStatementCsv(statement) : statement;
});
