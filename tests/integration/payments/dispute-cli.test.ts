import { describe, expect, it } from 'vitest';
import { databaseInAFolder, runScript } from '../../helpers/cli';
import { fundAsBrand, openDispute } from '@/lib/payments/service';
import { ledgerOf, paidJob, paymentOf } from './support';

// `npm run dispute -- settle <id> --release|--refund|--split <creatorPaise>` as an operator runs
// it, in its own process against this file's database (tests/helpers/cli.ts). The e2e server's
// PGlite folder is in use by that server for the whole run, so the browser journey opens the
// dispute and this file settles one.

databaseInAFolder();
const dispute = (args: string[]) => runScript('dispute', args);

describe('npm run dispute', () => {
  it('settles a dispute by a split: the creator paid their share, the brand refunded the rest of the fee', async () => {
    const job = await paidJob('live');
    await fundAsBrand(job.brandActor, job.id);
    await openDispute(job.creatorActor, job.id, 'Only one of two reels went up');

    const settled = await dispute(['settle', job.id, '--split', '300000']);
    expect(settled, settled.stderr).toMatchObject({ code: 0 });
    expect(settled.stdout).toContain('paid_out; creator ₹3,000, brand refunded ₹5,000');
    const p = await paymentOf(job.id);
    expect(p).toMatchObject({ status: 'paid_out', creatorPaise: 300_000 });
    expect((await ledgerOf(p.id)).balances).toMatchObject({ escrow: 0, creator_paid: 300_000, brand_refund: 500_000, platform_fee: 80_000 });

    // Settled once: again is refused, and a wrong command says how it is used.
    const again = await dispute(['settle', p.id, '--release']);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('This payment is not in dispute');
    const wrong = await dispute(['settle', p.id, '--split', 'half']);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('usage: npm run dispute -- settle');
  }, 300_000);
});
