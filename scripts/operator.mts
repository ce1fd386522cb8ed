import { closeDatabase } from '@/lib/db';
// The service itself, not lib/ops's entry: that one carries the pages' helpers (next/navigation).
import { createOperator, SETUP_LINK_HOURS } from '@/lib/ops/operators';

// Operators are never made through a public page:
//   npm run operator -- create <email>
// prints a one-time link (24 h) where the operator sets a password and enrols TOTP.
const USAGE = 'usage: npm run operator -- create <email>';

const [command, email, ...rest] = process.argv.slice(2);
if (command !== 'create' || !email || rest.length) {
  console.error(USAGE);
  process.exit(2);
}
try {
  const { operator, link } = await createOperator(email);
  console.log(`operator ${operator.email} created (${operator.id})`);
  console.log(`one-time setup link, valid ${SETUP_LINK_HOURS} hours:`);
  console.log(link);
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exitCode = 1;
} finally {
  await closeDatabase();
}
