import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@/models';
import { callAction, sessionCookies } from '../../helpers/actions';
import { createBrand, createCreator } from '../../helpers/factories';
import { codeProblem } from '../../helpers/error-codes';
import type { Account, ActionRow, Cell, Fixture, Scope, Side } from './action-rows/types';

// Every server action (each export of lib/<domain>/actions.ts, found on disk so a new one is never
// missed) × {anonymous, creator A, creator B, brand A, brand B} × {own resource, another's}: the
// status each must get, as the API's authorization matrix does for routes. A browser on our own
// site is simulated; cross-site callers are refused before any of this (see the action tests).

const ROOT = path.resolve(import.meta.dirname, '../../..');
type ActorName = 'anonymous' | 'creatorA' | 'creatorB' | 'brandA' | 'brandB';
const ACTORS: ActorName[] = ['anonymous', 'creatorA', 'creatorB', 'brandA', 'brandB'];

function actionFiles(dir = path.join(ROOT, 'lib')): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return actionFiles(full);
    return e.name === 'actions.ts' ? [full] : [];
  });
}

async function discoverActions(): Promise<Map<string, (input: unknown) => Promise<never>>> {
  const out = new Map<string, (input: unknown) => Promise<never>>();
  for (const file of actionFiles().sort()) {
    const domain = path.relative(path.join(ROOT, 'lib'), path.dirname(file)).split(path.sep).join('/');
    const mod = (await import(file)) as Record<string, unknown>;
    for (const [name, fn] of Object.entries(mod)) if (typeof fn === 'function') out.set(`${domain}/${name}`, fn as (input: unknown) => Promise<never>);
  }
  return out;
}

async function loadRows(): Promise<ActionRow[]> {
  const dir = path.join(import.meta.dirname, 'action-rows');
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.ts') && f !== 'types.ts');
  const rows: ActionRow[] = [];
  for (const f of files.sort()) rows.push(...((await import(path.join(dir, f))) as { rows: ActionRow[] }).rows);
  return rows;
}

async function account(role: Role): Promise<Account> {
  if (role === 'brand') {
    const { brand, password, accessToken, refreshToken } = await createBrand();
    return { role, id: brand.id, email: brand.email, password, accessToken, refreshToken };
  }
  const { creator, password, accessToken, refreshToken } = await createCreator();
  return { role, id: creator.id, email: creator.email, password, accessToken, refreshToken };
}

let fx: Fixture;
let actions: Map<string, (input: unknown) => Promise<never>>;
let rows: ActionRow[];

function actorAccount(name: ActorName): { account: Account | null; side: Side | null } {
  if (name === 'anonymous') return { account: null, side: null };
  const side = name.endsWith('A') ? 'A' : 'B';
  return { account: (name.startsWith('brand') ? fx.brand : fx.creator)[side], side };
}

function expected(row: ActionRow, actor: ActorName, scope: Scope | null): number {
  if (actor === 'anonymous') return row.expect.anonymous;
  const byScope = row.expect[actor.startsWith('brand') ? 'brand' : 'creator'];
  return typeof byScope === 'number' ? byScope : byScope[scope ?? 'own'];
}

beforeAll(async () => {
  fx = {
    brand: { A: await account('brand'), B: await account('brand') },
    creator: { A: await account('creator'), B: await account('creator') },
  };
  actions = await discoverActions();
  rows = await loadRows();
});

describe('server action authorization matrix', () => {
  it('has a row for every server action, and no row for an action that is gone', () => {
    const covered = new Set(rows.map((r) => r.action));
    expect([...actions.keys()].filter((k) => !covered.has(k)).sort(), 'server actions without a row').toEqual([]);
    expect([...covered].filter((k) => !actions.has(k)).sort(), 'rows for actions that do not exist').toEqual([]);
    expect(actions.size).toBeGreaterThan(0);
  });

  it('gives every actor its expected outcome for every action', async () => {
    const failures: string[] = [];
    for (const row of rows) {
      const action = actions.get(row.action);
      if (!action) continue;
      for (const name of ACTORS) {
        const { account: actor, side } = actorAccount(name);
        const owners: Side[] = row.owned ? (side ? [side, side === 'A' ? 'B' : 'A'] : ['A', 'B']) : ['A'];
        for (const owner of owners) {
          const scope: Scope | null = row.owned && side ? (owner === side ? 'own' : 'other') : null;
          const cell: Cell = { fx, actor, owner, scope };
          const input = await row.input(cell);
          const bound = row.bindArgs ? await row.bindArgs(cell) : [];
          const run = (i: unknown) => (action as (...args: unknown[]) => Promise<never>)(...bound, i);
          const res = await callAction(run, input, { cookies: actor ? sessionCookies(actor.role, actor) : {} });
          const want = expected(row, name, scope);
          const label = `${row.action} (${row.what}) as ${name}${scope ? ` on ${scope} resource` : ''}`;
          if (res.status !== want) {
            failures.push(`${label}: expected ${want}, got ${res.status} ${JSON.stringify(res.message ?? res.validationErrors ?? res.data).slice(0, 160)}`);
            continue;
          }
          // Every refusal says why (a message or field errors); then the row's own checks for that outcome.
          expect(want < 400 || res.validationErrors !== undefined || typeof res.message === 'string', `${label}: error without message or field errors`).toBe(
            true,
          );
          // A server error (not the schema's validationErrors) carries the API's code of its status.
          if (want >= 400 && res.validationErrors === undefined) expect(codeProblem(res.status, res.code), label).toBeUndefined();
          await (want >= 400 ? row.unchanged?.(cell) : row.check?.(res, cell));
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000); // every action × every actor, one after another: a minute on a busy machine
});
