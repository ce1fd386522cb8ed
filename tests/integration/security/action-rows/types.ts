import type { Role } from '@/models';
import type { ActionOutcome } from '../../../helpers/actions';

// One row of the server-action authorization matrix (action-matrix.test.ts): who may run the
// action on whose resource, and what the outcome must be. Rows live in one file per domain.

export type Side = 'A' | 'B';
export type Scope = 'own' | 'other';
export type ByScope = number | { own: number; other: number };
export type Expect = { anonymous: number; creator: ByScope; brand: ByScope };

export type Account = { role: Role; id: string; email: string; password: string; accessToken: string; refreshToken: string };
export type Fixture = { brand: Record<Side, Account>; creator: Record<Side, Account> };
export type Cell = { fx: Fixture; actor: Account | null; owner: Side; scope: Scope | null };

export type ActionRow = {
  /** `<domain>/<exported name>`, e.g. `brands/updateBrandProfileAction` for lib/brands/actions.ts. */
  action: string;
  what: string;
  expect: Expect;
  /** Resources of side A and side B: each actor runs it once on its own side's and once on the other's. */
  owned?: boolean;
  input: (cell: Cell) => Promise<unknown> | unknown;
  /** Arguments bound before the input (next-safe-action's bindArgsSchemas), e.g. the id of the campaign an edit form is for. */
  bindArgs?: (cell: Cell) => Promise<unknown[]> | unknown[];
  /** Further checks after success. */
  check?: (res: ActionOutcome<unknown>, cell: Cell) => Promise<void> | void;
  /** After a refusal: the resource is as it was. */
  unchanged?: (cell: Cell) => Promise<void>;
};

export const same = (status: number): Expect => ({ anonymous: status, creator: status, brand: status });
export const brandOnly = (ok: ByScope): Expect => ({ anonymous: 401, creator: 401, brand: ok });
export const creatorOnly = (ok: ByScope): Expect => ({ anonymous: 401, creator: ok, brand: 401 });
export const brandOf = (c: Cell) => c.fx.brand[c.owner];
export const creatorOf = (c: Cell) => c.fx.creator[c.owner];
