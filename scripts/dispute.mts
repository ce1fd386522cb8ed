import { closeDatabase } from '@/lib/db';
import { settleDispute, type Settlement } from '@/lib/payments/service';
import { formatPaise } from '@/lib/payments/money';

// Settles a dispute (until the operator console comes):
//   npm run dispute -- settle <payment or collaboration id> --release | --refund | --split <creatorPaise>
const USAGE = 'usage: npm run dispute -- settle <payment or collaboration id> --release | --refund | --split <creatorPaise>';

function parse(args: string[]): { id: string; settlement: Settlement } | null {
  const [command, id, flag, amount] = args;
  if (command !== 'settle' || !id) return null;
  if (flag === '--release' && amount === undefined) return { id, settlement: { kind: 'release' } };
  if (flag === '--refund' && amount === undefined) return { id, settlement: { kind: 'refund' } };
  if (flag === '--split' && amount !== undefined && /^\d+$/.test(amount)) return { id, settlement: { kind: 'split', creatorPaise: Number(amount) } };
  return null;
}

const parsed = parse(process.argv.slice(2));
if (!parsed) {
  console.error(USAGE);
  process.exit(2);
}
try {
  const p = await settleDispute(parsed.id, parsed.settlement);
  const creator = p.creatorPaise ?? 0;
  console.log(
    `settled ${p._id}: ${p.status}; creator ${formatPaise(creator)}, brand refunded ${formatPaise(p.status === 'refunded' ? p.totalPaise : p.feePaise - creator)}`,
  );
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exitCode = 1;
} finally {
  await closeDatabase();
}
