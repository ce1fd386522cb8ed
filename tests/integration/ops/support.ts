import crypto from 'node:crypto';
import { confirmOperatorTotp, createOperator, OPS_COOKIE, setOperatorPassword, signInOperator } from '@/lib/ops';
import { totpCode } from '@/lib/ops/totp';

// Operators for tests of the console (issue 36): made as `npm run operator -- create` makes them,
// set up through the link's two steps and signed in.

export type TestOperator = {
  id: string;
  email: string;
  password: string;
  secret: string;
  recoveryCodes: string[];
  /** The session token (the `ops_session` cookie's value; also taken as a bearer token). */
  token: string;
  cookies: Record<string, string>;
};

/** The setup link's token from the printed link. */
export const setupTokenOf = (link: string) => new URL(link).searchParams.get('token')!;

/** An operator with password and TOTP enrolled, not signed in. */
export async function enrolledOperator(email = `ops-${crypto.randomUUID().slice(0, 8)}@collabmarket.test`) {
  const { operator, link } = await createOperator(email);
  const token = setupTokenOf(link);
  const password = `operator-pass-${crypto.randomUUID().slice(0, 8)}`;
  const { secret } = await setOperatorPassword(token, password);
  const { recoveryCodes } = await confirmOperatorTotp(token, totpCode(secret));
  return { id: operator.id, email: operator.email, password, secret, recoveryCodes };
}

/** A signed-in operator: its session token and cookie. */
export async function signedInOperator(): Promise<TestOperator> {
  const op = await enrolledOperator();
  const { token } = await signInOperator({ email: op.email, password: op.password, code: totpCode(op.secret) }, null);
  return { ...op, token, cookies: { [OPS_COOKIE]: token } };
}
