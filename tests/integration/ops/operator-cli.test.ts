import { describe, expect, it } from 'vitest';
import { databaseInAFolder, runScript } from '../../helpers/cli';
import { setupState } from '@/lib/ops';
import { setupTokenOf } from './support';

// `npm run operator -- create <email>` as whoever runs the server runs it, in its own process
// against this file's database (tests/helpers/cli.ts).

databaseInAFolder();
const operatorCli = (args: string[]) => runScript('operator', args);

describe('npm run operator', () => {
  it('creates an operator and prints its one-time setup link; a second time and a wrong command are refused', async () => {
    const created = await operatorCli(['create', 'Ops.Person@collabmarket.test']);
    expect(created, created.stderr).toMatchObject({ code: 0 });
    expect(created.stdout).toMatch(
      /^operator ops\.person@collabmarket\.test created \([0-9a-f-]{36}\)\none-time setup link, valid 24 hours:\nhttp:\/\/localhost:3000\/ops\/setup\?token=[\w-]{40,}\n$/,
    );
    const link = created.stdout.trim().split('\n').at(-1)!;
    expect(await setupState(setupTokenOf(link))).toEqual({ email: 'ops.person@collabmarket.test', step: 'password' });

    const again = await operatorCli(['create', 'ops.person@collabmarket.test']);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('An operator with the e-mail ops.person@collabmarket.test already exists');
    const wrong = await operatorCli(['add', 'x@y.test']);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('usage: npm run operator -- create <email>');
  }, 300_000);
});
