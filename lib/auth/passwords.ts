import 'server-only';
import bcrypt from 'bcryptjs';

const COST = 10;
// Compared against when the account does not exist, so a miss costs as much as a hit.
const DUMMY_HASH = bcrypt.hashSync('not-a-real-password', COST);

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, COST);
}

/** Constant-work check: compares against a dummy hash when there is no account. */
export async function checkPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  const ok = await bcrypt.compare(password, hash ?? DUMMY_HASH);
  return Boolean(hash) && ok;
}
